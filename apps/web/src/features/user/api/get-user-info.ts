// The header shows the same data, so the query lives with the session config.
export { userInfoQuery } from '../../../lib/user-config';
