// The header's search box, which the portal's layout shows.
export { HeaderSearch } from './components/header-search';
