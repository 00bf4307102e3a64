/** `send-contact-message` on Supabase Edge Functions: the Get in Touch form. */
import { leadFunction } from "../_shared/edge-functions.ts";

Deno.serve(leadFunction("send-contact-message"));
