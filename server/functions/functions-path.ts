/** Where the backend functions are mounted, as on Supabase: POST /functions/v1/<name>. */
export const FUNCTIONS_PATH = "/functions/v1";
