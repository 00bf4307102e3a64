/** The words of the plan comparison table on /pricing (its rows come with the page). */
export const planComparisonCopy = {
  caption: "Plan comparison",
  featureHeading: "Feature",
  included: "Included",
  notIncluded: "Not included",
};
