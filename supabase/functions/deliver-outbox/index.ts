/** `deliver-outbox` on Supabase Edge Functions: sends the stored leads' notifications; run every minute and after each lead. */
import { deliverOutbox } from "../_shared/edge-functions.ts";

Deno.serve(deliverOutbox);
