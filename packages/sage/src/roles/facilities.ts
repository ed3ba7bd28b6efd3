import { roles } from './role';

export const facilityRoles = roles({});
