/**
 * The anchor of each section of a document (a post, a sample), in order: its title in lowercase ASCII words joined by
 * hyphens, a number added to one that repeats an earlier one.
 */
export const sectionIds = (sections: readonly string[]): string[] => {
  const taken = new Set<string>();
  return sections.map((section) => {
    const base =
      section
        .normalize("NFKD")
        .replace(/[\u0300-\u036f]/g, "")
        .toLowerCase()
        .replace(/[^a-z0-9]+/g, "-")
        .replace(/^-|-$/g, "") || "section";
    let id = base;
    for (let count = 2; taken.has(id); count++) id = `${base}-${count}`;
    taken.add(id);
    return id;
  });
};
