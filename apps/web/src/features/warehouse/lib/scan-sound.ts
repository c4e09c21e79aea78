/**
 * A short beep after each scan, so the person at the scanner knows without looking: a high one
 * when the parcel was taken, a low longer one when it was refused.
 */
let context: AudioContext | null = null;

function beep(frequency: number, seconds: number) {
  try {
    context ??= new AudioContext();
    const oscillator = context.createOscillator();
    const gain = context.createGain();
    oscillator.frequency.value = frequency;
    oscillator.type = 'square';
    gain.gain.value = 0.05;
    oscillator.connect(gain);
    gain.connect(context.destination);
    oscillator.start();
    oscillator.stop(context.currentTime + seconds);
  } catch {
    // No sound device (or no audio allowed): the screen still shows the result.
  }
}

export const scanSound = {
  ok: () => beep(1200, 0.08),
  refused: () => beep(220, 0.35),
};
