/**
 * A content file as its schema reads it. /admin saves a text field an editor has emptied as "" (and null for an
 * emptied date), and leaves out a field never touched in a new entry: both mean "not given", and so does a group
 * whose every field is (an emptied source). Without them an optional field is simply absent, and a required one says
 * "must not be empty" either way (fields.ts).
 */
export const withoutEmptyFields = (value: unknown): unknown => {
  if (Array.isArray(value)) return value.map(withoutEmptyFields);
  if (typeof value !== "object" || value === null) return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([, field]) => field !== "" && field !== null)
      .map(([key, field]) => [key, withoutEmptyFields(field)])
      .filter(([, field]) => !isEmptyGroup(field)),
  );
};

const isEmptyGroup = (value: unknown): boolean =>
  typeof value === "object" && value !== null && !Array.isArray(value) && Object.keys(value).length === 0;
