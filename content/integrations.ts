/** The native integrations, one page each, and the other tool categories the overview names. */
import type { IntegrationSlug } from "#core/page-paths.ts";
import { site } from "./site.ts";

export type Integration = {
  slug: IntegrationSlug;
  name: string;
  category: string;
  summary: string;
  intro: string;
  /** Relative to the product: "to" means the product writes into the tool, "from" that it reads from it. */
  flows: { direction: "to" | "from" | "both"; what: string; detail: string }[];
  useCases: { title: string; body: string }[];
  steps: string[];
  permissions: { scope: string; why: string }[];
  faq: { question: string; answer: string }[];
  /** The page's own title; the page head adds the site's name when it fits. */
  metaTitle: string;
  metaDescription: string;
};

export const integrationsIntro = `Connect a tool once from your workspace settings and ${site.name} works inside it: stories land where engineers pick up work, status flows back to the PRD, and interviews get booked without a round of emails. Every integration uses the tool's official OAuth or app installation, asks only for the permissions listed on its page, and can be disconnected at any time.`;

export const integrations: Integration[] = [
  {
    slug: "jira",
    name: "Jira",
    category: "Issue tracking",
    summary:
      "Create epics and stories in Jira Cloud from your PRDs, with acceptance criteria and labels, and see their status in the PRD.",
    intro: `Most product teams plan in Jira, and most PRDs drift away from the tickets within a sprint. ${site.name} closes that gap: stories are created in the right project with your fields filled in, and every status change in Jira shows up in the PRD, so nobody has to copy updates by hand.`,
    flows: [
      {
        direction: "to",
        what: "Epics and stories",
        detail:
          "Each approved PRD becomes an epic, and each user story an issue under it, with description, acceptance criteria, labels, components and a link back to the PRD.",
      },
      {
        direction: "from",
        what: "Status, assignee and sprint",
        detail:
          "Transitions, assignees and sprint membership are read back every few minutes, so the PRD shows what is planned, in progress and done.",
      },
      {
        direction: "both",
        what: "Story edits",
        detail:
          "Edit a story in the PRD and re-send it to update the same issue; when an engineer splits an issue in Jira, the PRD lists the new issues under the original story.",
      },
      {
        direction: "from",
        what: "Existing backlog",
        detail:
          "Open issues in the projects you choose are read so prioritization can score them alongside new ideas, and duplicates are flagged before you create them.",
      },
    ],
    useCases: [
      {
        title: "From decision to sprint in one step",
        body: "Approve the stories in a PRD and they are in your backlog with estimates-ready acceptance criteria before the refinement meeting starts.",
      },
      {
        title: "Roadmap reviews without status hunting",
        body: "Leadership reads the PRD and sees live delivery status for every story, so the review is about priorities, not about what shipped.",
      },
      {
        title: "One ranking for old and new work",
        body: "Prioritize new ideas and existing Jira issues together with the same RICE scores, then reorder the backlog to match.",
      },
    ],
    steps: [
      `In ${site.name}, open Settings → Integrations and choose Connect next to Jira.`,
      "Sign in with Atlassian and pick the Jira Cloud site to connect; a Jira admin may need to approve the app the first time.",
      `Choose the projects ${site.name} may write to and map issue types (for example, PRD → Epic, story → Story).`,
      "Map optional fields such as components, labels and story points, then send a test story to check the result.",
      "From any PRD, choose Push to Jira; status starts syncing back within a few minutes.",
    ],
    permissions: [
      {
        scope: "read:jira-work",
        why: "Read projects, issues and their status so the PRD can show delivery progress and flag duplicates.",
      },
      { scope: "write:jira-work", why: "Create and update the epics and stories you push from a PRD." },
      { scope: "read:jira-user", why: "Show assignees' names next to stories in the PRD." },
      { scope: "offline_access", why: "Keep status in sync without asking you to sign in again." },
    ],
    faq: [
      {
        question: "Does it work with Jira Data Center?",
        answer:
          "The integration supports Jira Cloud. Teams on Data Center can export stories as CSV in Jira's import format; talk to sales if you need a native connection.",
      },
      {
        question: `Will it change issues we did not create from ${site.name}?`,
        answer: "No. It reads existing issues to show status and spot duplicates, but it only ever updates issues it created.",
      },
    ],
    metaTitle: "Jira integration: PRDs to epics and stories",
    metaDescription: `Push epics and user stories from ${site.name} PRDs into Jira Cloud with acceptance criteria and labels, and see Jira status live in every PRD.`,
  },
  {
    slug: "clickup",
    name: "ClickUp",
    category: "Work management",
    summary: "Send stories to ClickUp lists as tasks with checklists for acceptance criteria, and keep their status in sync.",
    intro: `Teams that plan in ClickUp get the same flow as Jira users: approved stories become tasks in the list you choose, acceptance criteria become checklists, and task status and assignees flow back into ${site.name} so the PRD stays the single place to read progress.`,
    flows: [
      {
        direction: "to",
        what: "Tasks and subtasks",
        detail:
          "Each story becomes a task with its description, a checklist of acceptance criteria, tags and a link to the PRD; large stories can be sent as a parent task with subtasks.",
      },
      {
        direction: "from",
        what: "Status and assignees",
        detail:
          "Custom statuses are mapped to planned, in progress and done, and assignees are shown next to each story in the PRD.",
      },
      {
        direction: "both",
        what: "Updates",
        detail:
          "Re-sending a story updates its task instead of creating a duplicate; comments stay in ClickUp, where your team has them.",
      },
    ],
    useCases: [
      {
        title: "Small teams, one workspace",
        body: "Founders and small teams who run everything in ClickUp send a validated idea's stories straight into the sprint list.",
      },
      {
        title: "Acceptance criteria people actually tick",
        body: "Criteria arrive as checklist items, so developers and reviewers work through them where they already are.",
      },
      {
        title: "Progress without stand-up notes",
        body: "The PRD shows which stories are done, so the weekly update writes itself.",
      },
    ],
    steps: [
      `In ${site.name}, open Settings → Integrations and choose Connect next to ClickUp.`,
      "Authorize the app in ClickUp and select the workspace to connect.",
      "Pick the default space and list for new tasks, and map your custom statuses to planned, in progress and done.",
      "Choose whether acceptance criteria become checklists or subtasks.",
      "Push a PRD's stories from the PRD page; status syncs back automatically.",
    ],
    permissions: [
      {
        scope: "OAuth 2.0 access to the workspaces you select",
        why: `ClickUp has no finer-grained scopes: an authorized app acts as the person who connected it, in the workspaces they chose. ${site.name} limits itself to the actions below.`,
      },
      {
        scope: "Spaces, folders, lists and statuses (read)",
        why: "List where tasks can go and read your custom statuses, so you can map them to planned, in progress and done.",
      },
      {
        scope: "Tasks and checklists (create and update)",
        why: "Create the tasks and checklists you push, and update them when you re-send a story.",
      },
      {
        scope: "Tasks and members (read)",
        why: "Read status and assignees of the tasks it created to show progress in the PRD; other tasks are never changed.",
      },
    ],
    faq: [
      {
        question: "Can different PRDs go to different lists?",
        answer: "Yes. The list you pick during setup is only the default; you can choose another list each time you push.",
      },
      {
        question: "What happens to custom fields?",
        answer:
          "Text, number and drop-down custom fields can be mapped during setup; unmapped fields are left empty for your team to fill.",
      },
    ],
    metaTitle: "ClickUp integration: stories to tasks",
    metaDescription: `Send user stories from ${site.name} to ClickUp as tasks with acceptance-criteria checklists, and see task status and assignees in your PRD.`,
  },
  {
    slug: "github",
    name: "GitHub",
    category: "Code and issues",
    summary: "Open GitHub issues from user stories, add them to a project, and follow pull requests back to the PRD.",
    intro: `For teams that plan where they code, ${site.name} writes stories as GitHub issues in the repository you choose, adds them to a GitHub Project, and links the pull requests that close them, so the PRD shows not just that a story is in progress but which change delivers it.`,
    flows: [
      {
        direction: "to",
        what: "Issues",
        detail:
          "Each story becomes an issue with a Markdown body (story, acceptance criteria as a task list, link to the PRD), labels and an optional milestone.",
      },
      {
        direction: "to",
        what: "Project items",
        detail: "New issues are added to the GitHub Project you choose, with its Status field set to your backlog column.",
      },
      {
        direction: "from",
        what: "Issue state and linked pull requests",
        detail:
          "Open, closed and the pull requests that reference an issue are read back, so the PRD can show 'in review' and 'shipped'.",
      },
      {
        direction: "from",
        what: "Repository context",
        detail:
          "The repository's languages and top-level structure are read, on request, to make coding prompts match your stack.",
      },
    ],
    useCases: [
      {
        title: "Specs next to the code",
        body: "Engineers open an issue and get the story, the criteria and a link to the research, without switching tools.",
      },
      {
        title: "Prototype prompts that fit your codebase",
        body: "Coding prompts name your framework and folder conventions, so a prototype branch looks like the rest of the repo.",
      },
      {
        title: "Shipped means merged",
        body: "A story counts as shipped when its pull request is merged, not when someone remembers to move a card.",
      },
    ],
    steps: [
      `In ${site.name}, open Settings → Integrations and choose Install next to GitHub.`,
      `Install the ${site.name} GitHub App on your organization or account, for all repositories or only the ones you select.`,
      "Choose the default repository and, optionally, the GitHub Project and its backlog status (this needs the optional projects permission).",
      "Map story labels (for example, 'story', 'from-prd') and choose whether acceptance criteria become task lists.",
      "Push stories from any PRD; issue state and linked pull requests sync back.",
    ],
    permissions: [
      { scope: "Issues: read and write", why: "Create and update the issues you push, and read their state." },
      {
        scope: "Organization projects: read and write (optional)",
        why: "Add new issues to your GitHub Project and set their Status field; skip it if you only use issues.",
      },
      {
        scope: "Pull requests: read",
        why: "Find the pull requests that close an issue, to show review and merge status in the PRD.",
      },
      { scope: "Metadata: read", why: "Required by every GitHub App; lists repositories and their languages." },
      {
        scope: "Contents: read (optional)",
        why: "Read the repository's structure only when you ask for a stack-aware coding prompt; never stored.",
      },
    ],
    faq: [
      {
        question: `Does ${site.name} read our source code?`,
        answer:
          "Only if you grant the optional Contents permission, and then only file names and configuration files needed to describe your stack in a prompt. Code is never stored or used for training.",
      },
      {
        question: "Can we limit it to some repositories?",
        answer:
          "Yes. GitHub Apps can be installed on selected repositories only, and you can change the selection in GitHub at any time.",
      },
    ],
    metaTitle: "GitHub integration: stories to issues",
    metaDescription: `Open GitHub issues from ${site.name} user stories, add them to GitHub Projects, and follow linked pull requests from review to merge in the PRD.`,
  },
  {
    slug: "gitlab",
    name: "GitLab",
    category: "Code and issues",
    summary:
      "Create GitLab issues and epics from PRDs, on GitLab.com or your self-managed instance, with merge-request status in the PRD.",
    intro: `GitLab teams get stories as issues in the project you choose, grouped under an epic where your tier supports it, with merge requests linked back to the PRD. Self-managed instances are supported, so teams that keep everything on their own servers can still use ${site.name}.`,
    flows: [
      {
        direction: "to",
        what: "Issues and epics",
        detail:
          "Stories become issues with a Markdown description, acceptance criteria as a task list, labels and a milestone; a PRD can become an epic on Premium and Ultimate tiers.",
      },
      {
        direction: "from",
        what: "Issue state and merge requests",
        detail:
          "State, assignees, iteration and related merge requests are read back to show progress and review status in the PRD.",
      },
      {
        direction: "both",
        what: "Labels and boards",
        detail:
          "Scoped labels you map during setup (for example, workflow::ready) are set on creation and read back to reflect board columns.",
      },
    ],
    useCases: [
      {
        title: "Self-managed and compliant",
        body: "Teams with strict hosting rules connect their own GitLab instance and keep issues where their auditors expect them.",
      },
      {
        title: "Boards that match the PRD",
        body: "Scoped labels keep board columns and PRD status in step without anyone updating two places.",
      },
      {
        title: "Merge requests as evidence of delivery",
        body: "The PRD links each story to the merge requests that implement it, which makes release notes quick to write.",
      },
    ],
    steps: [
      `In ${site.name}, open Settings → Integrations and choose Connect next to GitLab.`,
      "For GitLab.com, sign in and authorize; for a self-managed instance, enter its URL and the application ID your admin created.",
      "Pick the default group and project, and map scoped labels to planned, in progress and done.",
      "Choose whether PRDs become epics (Premium and Ultimate) or a parent issue.",
      "Push stories from a PRD; state and merge requests sync back.",
    ],
    permissions: [
      {
        scope: "api",
        why: "Create and update issues, epics and labels; GitLab has no narrower scope that allows writing issues.",
      },
      { scope: "read_user", why: "Show the connected account and assignees' names." },
      {
        scope: "read_api (read-only mode)",
        why: "Use instead of api if you only want status shown in PRDs and will create issues yourself.",
      },
    ],
    faq: [
      {
        question: "Which GitLab versions are supported?",
        answer: "GitLab.com and self-managed GitLab 16.0 or later. Epics need a Premium or Ultimate tier.",
      },
      {
        question: "What happens if we disconnect GitLab?",
        answer: `Issues and epics already created stay in GitLab, untouched. Sync stops, ${site.name} deletes its stored access token, and the PRD keeps the last status it read.`,
      },
      {
        question: "Does the instance need to be reachable from the internet?",
        answer: `Yes, ${site.name}'s servers call your instance's API. If it is private, your admin can allow our published IP addresses.`,
      },
    ],
    metaTitle: "GitLab integration: issues, epics, MRs",
    metaDescription: `Create GitLab issues and epics from ${site.name} PRDs on GitLab.com or self-managed instances, with merge-request and board status shown in the PRD.`,
  },
  {
    slug: "google-calendar",
    name: "Google Calendar",
    category: "Scheduling",
    summary:
      "Book customer interviews and discovery reviews in Google Calendar, and attach the notes to the discovery afterwards.",
    intro: `Discovery depends on talking to customers, and scheduling is where it stalls. ${site.name} reads your free time, proposes interview slots, creates the invitations with the interview guide attached, and after each call reminds you to add notes so the summary lands in the right discovery.`,
    flows: [
      {
        direction: "from",
        what: "Free and busy times",
        detail:
          "Your availability is read to propose interview slots and review meetings; event titles and details of other meetings are never read.",
      },
      {
        direction: "to",
        what: "Interview and review events",
        detail:
          "Events are created with the participant, a video-call link, and the interview guide or PRD linked in the description.",
      },
      {
        direction: "from",
        what: "Event outcomes",
        detail: `When an interview event ends, ${site.name} prompts you for notes and files them, summarized, in the discovery it belongs to.`,
      },
    ],
    useCases: [
      {
        title: "Interview rounds without the back-and-forth",
        body: "Share a booking link with six customers and the slots fill themselves, each invitation carrying the right guide.",
      },
      {
        title: "Notes that don't get lost",
        body: "Every interview ends with a prompt for notes, which are summarized and tagged against your assumptions.",
      },
      {
        title: "Decision meetings on time",
        body: `When a discovery is ready, ${site.name} proposes a review with the people who need to decide and attaches the PRD.`,
      },
    ],
    steps: [
      `In ${site.name}, open Settings → Integrations and choose Connect next to Google Calendar.`,
      "Sign in with Google and approve the calendar permissions listed below.",
      "Choose which calendar new events are created in and your working hours for interviews.",
      "Set the default interview length and the buffer between calls.",
      "From a discovery, choose Schedule interviews to get a booking link or propose times directly.",
    ],
    permissions: [
      {
        scope: "calendar.events.freebusy",
        why: "See when you are busy on your calendars, as blocks of time only: no titles, attendees or descriptions of other meetings.",
      },
      {
        scope: "calendar.events.owned",
        why: `Create interview and review events on a calendar you own, and move or cancel them when you reschedule. Google grants this for calendars you own; ${site.name} only edits events it created.`,
      },
      { scope: "calendar.calendarlist.readonly", why: "List your calendars so you can choose where new events go." },
    ],
    faq: [
      {
        question: `Can ${site.name} read my other meetings?`,
        answer: "No. It reads free and busy blocks only, and changes only the events it created.",
      },
      {
        question: "Why not ask for the broader calendar.events or calendar.readonly scopes?",
        answer:
          "Those scopes would let us read the title, attendees and notes of every meeting on your calendar. Scheduling interviews only needs your free time and the events we create, so we ask for the narrower scopes and nothing else.",
      },
      {
        question: "Can people outside Google Workspace book interviews?",
        answer:
          "Yes. Participants pick a time from a booking link in any browser and receive a standard calendar invitation, so they can use Outlook, Apple Calendar or anything else.",
      },
      {
        question: "Does it record or transcribe calls?",
        answer: `No. You paste or upload your own notes or transcripts after a call, and ${site.name} summarizes them.`,
      },
    ],
    metaTitle: "Google Calendar integration: book interviews",
    metaDescription: `Schedule customer interviews and discovery reviews from ${site.name} in Google Calendar, reading only free-busy time, and file notes into the right discovery.`,
  },
];

export const toolCategories: { name: string; description: string; examples: string[] }[] = [
  {
    name: "Engineering tools",
    description: `Teams on other trackers bring stories in and out through CSV in each tool's import format, outgoing webhooks when a PRD or story changes, and the REST API. ${site.name} can also read exported backlogs to score existing work alongside new ideas.`,
    examples: ["Linear", "Azure DevOps", "Shortcut", "Asana", "Trello", "Notion"],
  },
  {
    name: "Analytics tools",
    description:
      "Product usage makes prioritization sharper. Upload a CSV export or send events to the API, and reach and impact estimates use your real usage numbers instead of guesses. Native connectors for analytics tools are on the roadmap.",
    examples: ["Amplitude", "Mixpanel", "PostHog", "Google Analytics", "Heap", "Looker"],
  },
];

/** The headings, labels and calls to action every integration page shares. */
export const integrationPageCopy = {
  title: (integration: Integration) => `${site.name} + ${integration.name}`,
  connectCta: (integration: Integration) => `Connect ${integration.name} in your trial`,
  flowsTitle: "What syncs, and which way",
  direction: {
    to: (integration: Integration) => `${site.name} → ${integration.name}`,
    from: (integration: Integration) => `${integration.name} → ${site.name}`,
    both: () => "Both ways",
  },
  useCasesTitle: (integration: Integration) => `What teams do with ${integration.name}`,
  stepsTitle: "Connect it in a few minutes",
  permissions: { title: "Permissions it asks for", scope: "Permission", why: "Why" },
  faqTitle: (integration: Integration) => `${integration.name} questions`,
  keywords: (integration: Integration) => [
    `${integration.name} integration`,
    "AI product manager",
    "user stories",
    "product discovery",
  ],
};
