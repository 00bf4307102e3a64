/** What every page's copy has: its head (title, description, keywords) and its opening (heading, lead). */
export type PageCopy = {
  title: string;
  description: string;
  keywords: string[];
  heading: string;
  lead: string;
};
