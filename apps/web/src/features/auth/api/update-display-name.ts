import type { AppSupabaseClient } from '../../../lib/supabase';

/** `PATCH /rest/v1/user_profiles?id=eq.<userId>` setting the display name (docs/product.md §7, Data API). */
export async function updateDisplayName(
  client: AppSupabaseClient,
  userId: string,
  displayName: string,
): Promise<void> {
  const { error } = await client
    .from('user_profiles')
    .update({ display_name: displayName, updated_at: new Date().toISOString() })
    .eq('id', userId);
  if (error) {
    throw new Error(`Could not save the display name: ${error.message}`, { cause: error });
  }
}
