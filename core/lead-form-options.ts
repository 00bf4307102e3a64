/** The choices of the contact-sales form's selects: the values the schemas in ./lead-forms.ts accept (spec §3), so a rule, not copy. */

export const industries = [
  "Fintech",
  "SaaS",
  "E-commerce",
  "Healthcare",
  "Education",
  "Media/Entertainment",
  "Gaming",
  "Travel/Hospitality",
  "Real Estate",
  "Manufacturing",
  "Retail",
  "Other",
] as const;

/**
 * 35 countries, roughly in order of how much B2B software they buy (North America, the large European markets and
 * the English-speaking ones first), so most visitors find theirs near the top; then "Other".
 */
export const locations = [
  "United States",
  "United Kingdom",
  "Canada",
  "Germany",
  "France",
  "Australia",
  "Netherlands",
  "India",
  "Japan",
  "Sweden",
  "Switzerland",
  "Israel",
  "Singapore",
  "Spain",
  "Italy",
  "Ireland",
  "Brazil",
  "Denmark",
  "Norway",
  "Finland",
  "Belgium",
  "Austria",
  "Poland",
  "New Zealand",
  "South Korea",
  "United Arab Emirates",
  "Mexico",
  "Portugal",
  "Estonia",
  "Czechia",
  "Saudi Arabia",
  "South Africa",
  "Argentina",
  "Indonesia",
  "Nigeria",
  "Other",
] as const;
