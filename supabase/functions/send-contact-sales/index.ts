/** `send-contact-sales` on Supabase Edge Functions: the contact-sales form (Talk to Sales dialog and /contact-sales). */
import { leadFunction } from "../_shared/edge-functions.ts";

Deno.serve(leadFunction("send-contact-sales"));
