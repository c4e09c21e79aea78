// The profile as the portal's layout uses it: the name asked once after signing in.
export { AskForName } from './components/ask-for-name';
