import type { UserProfileRow, UserProfileUpdate } from '@petrosage/contracts/profiles';

/**
 * The slice of the data API (`/rest/v1`) the web app touches, in the shape supabase-js expects
 * for typed queries, built from the rows' contract (`@petrosage/contracts/profiles`).
 */
export type Database = {
  public: {
    Tables: {
      user_profiles: {
        Row: UserProfileRow;
        Insert: Pick<UserProfileRow, 'id'> & UserProfileUpdate;
        Update: UserProfileUpdate;
        Relationships: [];
      };
    };
    Views: { [_ in never]: never };
    Functions: { [_ in never]: never };
  };
};
