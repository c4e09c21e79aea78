// The profile as the portal's layout uses it: the name asked once after signing in.
export { NamePrompt } from './components/name-prompt';
