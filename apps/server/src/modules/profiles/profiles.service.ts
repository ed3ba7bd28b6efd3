import type {
  Preferences,
  UnitSystem,
  UpdatePreferencesRequest,
} from '@petrosage/contracts/preferences';
import { DISPLAY_NAME_MAX_LENGTH } from '@petrosage/contracts/profiles';
import type { Profile, ProfileChanges } from '@petrosage/contracts/referrals';
import type { Database, Queryable } from '../../db/database';
import { AppError } from '../../lib/errors';
import type { ProfileRow, ProfileRowChanges, RowQuery } from './profile-rows';
import * as repo from './profiles.repo';

export type { ProfileRow, ProfileRowChanges, RowQuery } from './profile-rows';

/**
 * The owner of `user_profiles`: every account's profile is made at sign-up (auth), read and
 * changed through the Profile API (`/api/referrals/profile`, `/api/profile/preferences`) and the
 * data API (`/rest/v1`).
 */
export class ProfileService {
  constructor(private readonly db: Database) {}

  /**
   * Makes the profile of a new account, in the transaction that creates it. A `full_name` in
   * the sign-up's metadata becomes the display name (trimmed, cut to the column's length).
   */
  async create(
    tx: Queryable,
    userId: string,
    userMetadata: Record<string, unknown>,
  ): Promise<void> {
    const fullName = userMetadata.full_name;
    const displayName =
      typeof fullName === 'string' && fullName.trim()
        ? fullName.trim().slice(0, DISPLAY_NAME_MAX_LENGTH)
        : null;
    await repo.insertProfile(tx, userId, displayName);
  }

  /** The account's e-mail, display name and company. */
  async get(userId: string): Promise<Profile> {
    const profile = await repo.findProfile(this.db, userId);
    if (!profile) throw new AppError('not_found', 'Profile not found');
    return profile;
  }

  /** Changes the fields given (already trimmed and checked) and answers the saved profile. */
  async update(userId: string, changes: ProfileChanges): Promise<Profile> {
    const profile = await repo.updateProfile(this.db, userId, changes);
    if (!profile) throw new AppError('not_found', 'Profile not found');
    return profile;
  }

  /** What the user prefers to see (the units calculations show first). */
  async preferences(userId: string): Promise<Preferences> {
    const preferences = await repo.findPreferences(this.db, userId);
    if (!preferences) throw new AppError('not_found', 'Profile not found');
    return preferences;
  }

  /** The units the user's answers show first (`field` for a user without a profile). */
  async unitsOf(userId: string): Promise<UnitSystem> {
    return (await repo.findPreferences(this.db, userId))?.units ?? 'field';
  }

  /** Changes the preferences given and answers them all. */
  async updatePreferences(userId: string, changes: UpdatePreferencesRequest): Promise<Preferences> {
    const preferences = await repo.updatePreferences(this.db, userId, changes);
    if (!preferences) throw new AppError('not_found', 'Profile not found');
    return preferences;
  }

  /** The caller's own rows that `query` selects (never another account's). */
  selectRows(userId: string, query: RowQuery): Promise<ProfileRow[]> {
    return repo.selectRows(this.db, userId, query);
  }

  /**
   * Applies `changes` to the caller's rows that `query` selects, and answers them. `accept` sees
   * the rows before the change is committed: if it throws, nothing is changed. Without changes,
   * answers the rows the filters select.
   */
  updateRows(
    userId: string,
    query: RowQuery,
    changes: ProfileRowChanges,
    accept: (rows: ProfileRow[]) => void,
  ): Promise<ProfileRow[]> {
    return this.db.transaction(async (tx) => {
      const rows = Object.keys(changes).length
        ? await repo.updateRows(tx, userId, query, changes)
        : await repo.selectRows(tx, userId, {
            ...query,
            order: [],
            limit: undefined,
            offset: undefined,
          });
      accept(rows);
      return rows;
    });
  }
}
