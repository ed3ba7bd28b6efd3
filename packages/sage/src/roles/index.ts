import { drillingRoles } from './drilling';
import { economicsRoles } from './economics';
import { facilityRoles } from './facilities';
import { fluidRoles } from './fluids';
import { multiphaseRoles } from './multiphase';
import { productionRoles } from './production';
import type { Role } from './role';
import { tankRoles } from './tanks';
import { thermalRoles } from './thermal';
import { waterRoles } from './water';

/** Every role of the lexicon, by id. */
export const ROLES: Readonly<Record<string, Role>> = {
  ...drillingRoles,
  ...productionRoles,
  ...fluidRoles,
  ...facilityRoles,
  ...economicsRoles,
  ...tankRoles,
  ...waterRoles,
  ...multiphaseRoles,
  ...thermalRoles,
};

/** The role named `id`; a recipe naming an unknown role is a programming error. */
export function role(id: string): Role {
  const found = ROLES[id];
  if (found === undefined) throw new Error(`unknown role ${id}`);
  return found;
}
