/** Replaced by the lead-capture work; exists so the dialog shell builds. */
export default function PendingForm(_props: { onSuccess?: () => void }) {
  return null;
}
