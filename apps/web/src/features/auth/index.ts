// Signing in and out as the layouts use it: the menu's logout.
export { logout } from './api/logout';
