import { roles } from './role';

export const economicsRoles = roles({});
