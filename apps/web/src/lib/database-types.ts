/**
 * The slice of the data API (`/rest/v1`) the web app touches, in the shape supabase-js expects
 * for typed queries. The server's migrations own the real table definitions.
 */
export type Database = {
  public: {
    Tables: {
      user_profiles: {
        Row: {
          id: string;
          display_name: string | null;
          company: string | null;
          updated_at: string;
        };
        Insert: {
          id: string;
          display_name?: string | null;
          company?: string | null;
          updated_at?: string;
        };
        Update: {
          display_name?: string | null;
          company?: string | null;
          updated_at?: string;
        };
        Relationships: [];
      };
    };
    Views: { [_ in never]: never };
    Functions: { [_ in never]: never };
  };
};
