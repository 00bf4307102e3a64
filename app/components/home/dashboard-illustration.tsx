import { Check, FileText } from "lucide-react";
import { cn } from "#app/lib/cn.ts";
import { dashboard } from "#content/home.ts";

const { walk } = dashboard;

/** Demand signals found per quarter, drawn against an axis from 0 to AXIS_MAX with a line at each AXIS_STEP. */
const signals = [46, 62, 56, 79, 70, 89, 83, 106];
const AXIS_MAX = 120;
const AXIS_STEP = 40;
const ticks = Array.from({ length: AXIS_MAX / AXIS_STEP + 1 }, (_, index) => index * AXIS_STEP);
/**
 * The steps done before the walk (decision 168): the question asked and the market researched are the first paint's,
 * whole, and the walk plays the rest, the PRD written and the stories pushed.
 */
const DONE_STEPS = 2;
/** How long each step of the walk holds the stage, in ms: step n's panels are lit n - DONE_STEPS steps in. */
const STEP_MS = 3600;
const moment = (step: number, offset = 0) => (step - DONE_STEPS) * STEP_MS + offset;
const at = (step: number, offset = 0) => ({ animationDelay: `${moment(step, offset)}ms` });
/**
 * Lasting until that moment of the walk: for what is shown until then (`animate-walk-until`), hidden until then
 * (`animate-walk-after`) or moves until then.
 */
const until = (step: number, offset = 0) => ({ animationDuration: `${moment(step, offset)}ms` });
/** How long the PRD takes to be written out, in ms: most of its step, its sources lit as it cites them. */
const WRITING_MS = 3000;
/** The whole walk, for what moves through every step: the side menu's highlight, the PRD's cursor. */
const wholeWalk = until(walk.steps.length);
/** When each story reaches the tracker, one after another through the last step. */
const pushed = (index: number) => at(3, 400 + index * 900);
/** How far the step under way has gone at the walk's first moment, which it shows while it waits for its trigger. */
const UNDER_WAY = 0.2;
/**
 * The pause switch, there while the walk plays: not while it waits (decision 163), when there is nothing to pause.
 * Delayed past the walk's first moment, which a waiting animation shows, or not, depending on when its trigger held it.
 */
const WAITING_MS = 100;
const whileWalking = {
  animationDelay: `${WAITING_MS}ms`,
  animationDuration: `${moment(walk.steps.length) - WAITING_MS}ms`,
  animationFillMode: "none",
};
/** One dot colour per competitor change, in order. */
const competitorTones = ["bg-star-400", "bg-brand-500", "bg-success-700"];

/**
 * The product dashboard, drawn in HTML and CSS: no image request, a fixed aspect ratio from lg up (below, on a phone
 * or a tablet, its panels stack at their own height, so none spills over the next one). Every panel is there from the
 * first paint, the question asked and the market researched; it plays the rest of one discovery's walk once on top,
 * the PRD written and the stories pushed, each step's panels lit in turn, from when the picture is in view (decisions
 * 163, 165, 167 and 168; until then the PRD is shown under way): CSS alone, so a switch (a checkbox, app.css `.walk`)
 * pauses it without script, and under prefers-reduced-motion it shows its last state.
 * Its short texts wrap rather than end in an ellipsis.
 */
export function DashboardIllustration() {
  return (
    <figure className="walk relative mx-auto max-w-6xl" aria-label={dashboard.label}>
      {/* The switch lasts as long as the walk: once it has played, there is nothing left to pause. */}
      <input
        id="walk-pause"
        type="checkbox"
        aria-label={walk.pause}
        className="walk-switch invisible sr-only animate-walk-until"
        style={whileWalking}
      />
      <label
        htmlFor="walk-pause"
        className="invisible absolute top-1.5 right-2 z-10 inline-flex h-8 animate-walk-until cursor-pointer items-center gap-1.5 rounded-md bg-white px-2.5 text-xs font-medium text-ink-700 ring-1 ring-ink-200 hover:text-ink-950 sm:top-2"
        style={whileWalking}
      >
        <svg viewBox="0 0 12 12" className="size-3 fill-current" aria-hidden="true">
          <path className="walk-playing" d="M3 2h2v8H3zm4 0h2v8H7z" />
          <path className="walk-paused" d="M3 1.5 10.5 6 3 10.5z" />
        </svg>
        <span className="walk-playing">{walk.pauseLabel}</span>
        <span className="walk-paused">{walk.playLabel}</span>
      </label>
      <div
        aria-hidden="true"
        className="absolute -inset-x-8 -top-8 -bottom-4 -z-10 rounded-[3rem] bg-gradient-to-b from-brand-200/50 via-brand-100/30 to-transparent blur-2xl"
      />
      <div
        aria-hidden="true"
        className="overflow-hidden rounded-2xl bg-white text-left shadow-lift ring-1 ring-ink-200 sm:rounded-3xl"
      >
        <div className="flex items-center gap-2 border-b border-ink-100 bg-ink-50 px-4 py-3">
          <span className="size-3 shrink-0 rounded-full bg-[#ff5f57]" />
          <span className="size-3 shrink-0 rounded-full bg-[#febc2e]" />
          <span className="size-3 shrink-0 rounded-full bg-[#28c840]" />
          <span className="ml-3 hidden h-6 min-w-0 flex-1 items-center gap-2 truncate rounded-md bg-white px-3 text-xs text-ink-500 ring-1 ring-ink-200 sm:flex">
            {dashboard.address}
          </span>
          {/* Running while the walk plays, complete once it has: where a first view shows it, at the picture's top. */}
          <p className="mr-[4.75rem] ml-auto grid shrink-0 text-xs font-semibold text-ink-800 *:[grid-area:1/1] sm:ml-1">
            <span className="invisible flex animate-walk-until items-center gap-1.5" style={wholeWalk}>
              <span className="walk-idle size-2 animate-pulse-soft rounded-full bg-star-400" /> {dashboard.status}
            </span>
            <span className="flex animate-walk-after items-center gap-1.5" style={wholeWalk}>
              <Check className="size-3.5 text-success-700" /> {dashboard.statusDone}
            </span>
          </p>
        </div>
        <ol className="grid grid-cols-2 gap-x-3 gap-y-2.5 border-b border-ink-100 px-3 py-3 sm:grid-cols-4 sm:px-5">
          {walk.steps.map((step, index) => {
            // Done from the first paint, or under way while the walk waits for its trigger, or still to come.
            const done = index < DONE_STEPS;
            const running = index === DONE_STEPS;
            const toCome = index > DONE_STEPS;
            return (
              <li
                key={step.label}
                data-walk-step=""
                className={cn("text-xs", toCome && "animate-walk-on")}
                style={toCome ? at(index) : undefined}
              >
                <span className="flex items-baseline gap-1.5">
                  <span className="font-mono text-brand-700">{index + 1}</span>
                  <span className="font-semibold text-ink-900">{step.label}</span>
                </span>
                {/* What the step found, once its line is full: never ahead of the panels, nor "pushed" while running. */}
                <span
                  className={cn("mt-0.5 block text-ink-500", !done && "animate-walk-after")}
                  style={done ? undefined : until(index + 1)}
                >
                  {step.detail}
                </span>
                <span className="mt-2 block h-0.5 rounded-full bg-ink-100">
                  <span
                    className={cn("block h-full origin-left rounded-full bg-brand-500", !done && "animate-walk-fill")}
                    style={
                      done
                        ? undefined
                        : { ...at(index), animationDuration: `${STEP_MS}ms`, ...(running && { "--fill-from": UNDER_WAY }) }
                    }
                  />
                </span>
              </li>
            );
          })}
        </ol>
        <div className="grid lg:aspect-[2/1] lg:grid-cols-[13rem_1fr]">
          <aside className="hidden flex-col gap-1 border-r border-ink-100 p-4 text-sm text-ink-600 lg:flex">
            {/* Words alone: icons would be bytes on the home page's first load, at its budget, and grey squares read as a mock. */}
            {/* The view each step of the walk opens is highlighted in turn (app.css `walk-menu`): PRDs, then prioritize. */}
            <div className="relative flex flex-col gap-1">
              <span
                data-walk-view=""
                className="walk-menu absolute inset-x-0 top-0 h-9 rounded-lg bg-brand-50 ring-1 ring-brand-100"
                style={wholeWalk}
              />
              {dashboard.navigation.map((label) => (
                <span key={label} className="relative rounded-lg px-3 py-2">
                  {label}
                </span>
              ))}
            </div>
            <div className="mt-4 border-t border-ink-100 px-3 pt-4 text-xs">
              <p className="font-semibold tracking-wide text-ink-500 uppercase">{dashboard.sourcesTitle}</p>
              <ul className="mt-2 space-y-1.5">
                {dashboard.sources.map((source) => (
                  <li key={source.name} className="flex justify-between gap-2">
                    <span>{source.name}</span>
                    <span className="font-semibold text-ink-800 tabular-nums">{source.detail}</span>
                  </li>
                ))}
              </ul>
            </div>
            <div className="mt-auto rounded-xl bg-ink-950 p-3 text-xs text-ink-300">
              <p>{dashboard.progress}</p>
              <div className="mt-2 h-1.5 rounded-full bg-brand-400" />
            </div>
          </aside>
          {/* The walk's outcome leads at every width, the PRD and the backlog, where a first view reaches (on a phone,
              under the steps); the market's size, the research done before the walk, closes. */}
          <div className="grid min-h-0 grid-rows-[1fr_auto] gap-3 bg-ink-50/60 p-3 sm:gap-4 sm:p-5">
            <div className="order-last grid grid-cols-3 gap-3 sm:gap-4">
              {dashboard.sizing.map(({ label, value, note }) => (
                <div key={label} className="rounded-xl bg-white p-3 ring-1 ring-ink-200/80 sm:p-4">
                  <p className="text-xs font-semibold tracking-wide text-ink-500 uppercase">{label}</p>
                  <p className="mt-1 text-lg font-semibold tracking-tight text-ink-900 sm:text-2xl">{value}</p>
                  <p className="mt-0.5 text-xs text-success-700">{note}</p>
                </div>
              ))}
            </div>
            <div className="grid min-h-0 grid-cols-1 gap-3 sm:gap-4 lg:grid-cols-[1.4fr_1fr]">
              {/* The PRD, and under it the evidence it rests on. */}
              <div className="flex min-h-0 flex-col rounded-xl bg-white p-4 ring-1 ring-ink-200/80">
                <div className="animate-spotlight rounded-lg bg-ink-50 p-3" style={at(2)}>
                  <p className="flex items-center gap-1.5 text-xs font-semibold text-ink-900">
                    <FileText className="size-3.5 text-brand-600" /> {dashboard.prdTitle}
                  </p>
                  {/* Waiting in its place, then written out as its step comes, line after line. */}
                  <div className="mt-1.5 grid text-xs leading-5 *:[grid-area:1/1]">
                    <p aria-hidden="true" className="invisible animate-walk-until text-ink-500" style={until(2, 300)}>
                      {dashboard.prdQueued}
                    </p>
                    <p className="animate-type text-ink-600" style={{ ...at(2, 300), animationDuration: `${WRITING_MS}ms` }}>
                      <span className="font-semibold text-ink-800">{dashboard.problemLabel}</span> {dashboard.problem}
                      {/* The cursor goes once the walk is over: the PRD is written. */}
                      <span
                        className="invisible ml-0.5 inline-block h-3 w-1.5 animate-walk-until bg-brand-600 align-middle"
                        style={wholeWalk}
                      />
                    </p>
                  </div>
                  {/* Every claim rests on its sources: they take their colour as the PRD cites them. */}
                  <p className="mt-2 flex flex-wrap gap-1.5 text-xs">
                    {dashboard.sources.map((source, index) => (
                      <span
                        key={source.name}
                        className="animate-walk-on rounded-md bg-white px-1.5 py-0.5 font-medium text-brand-800 ring-1 ring-brand-100"
                        style={at(2, 1000 + index * 800)}
                      >
                        <span className="font-mono text-brand-600">[{index + 1}]</span> {source.name}
                      </span>
                    ))}
                  </p>
                </div>
                <div className="mt-4 flex items-center justify-between">
                  <p className="text-sm font-semibold text-ink-900">{dashboard.chartTitle}</p>
                  <span className="rounded-full bg-brand-50 px-2 py-0.5 text-xs font-semibold text-brand-800">
                    {dashboard.chartBadge}
                  </span>
                </div>
                {/* The axis's counts beside the bars, a line behind them at each count, the first and last period under them. */}
                <div className="mt-4 flex h-28 gap-2 lg:h-auto lg:min-h-24 lg:flex-1">
                  <div className="relative w-7 shrink-0 text-right text-xs leading-none text-ink-500 tabular-nums">
                    {ticks.map((tick) => (
                      <span
                        key={tick}
                        className="absolute right-0 translate-y-1/2"
                        style={{ bottom: `${(tick / AXIS_MAX) * 100}%` }}
                      >
                        {tick}
                      </span>
                    ))}
                  </div>
                  <div
                    className="flex flex-1 items-end gap-2 border-b border-ink-200 bg-[linear-gradient(to_bottom,var(--color-ink-100)_1px,transparent_1px)] sm:gap-3"
                    style={{ backgroundSize: `100% ${(AXIS_STEP / AXIS_MAX) * 100}%` }}
                  >
                    {/* The research's outcome, drawn whole from the first paint. */}
                    {signals.map((count, index) => (
                      <div
                        // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list of bars that never reorders.
                        key={index}
                        className="flex-1 rounded-t-md bg-gradient-to-t from-brand-600 to-brand-400"
                        style={{ height: `${(count / AXIS_MAX) * 100}%` }}
                      />
                    ))}
                  </div>
                </div>
                <p className="mt-1.5 flex justify-between pl-9 text-xs text-ink-500">
                  <span>{dashboard.chartStart}</span>
                  <span>{dashboard.chartEnd}</span>
                </p>
              </div>
              <div className="grid min-h-0 gap-3 sm:gap-4 lg:grid-rows-2">
                <div className="flex animate-spotlight flex-col rounded-xl bg-white p-4 ring-1 ring-ink-200/80" style={at(3)}>
                  <p className="flex items-center justify-between gap-2 text-sm font-semibold text-ink-900">
                    {dashboard.backlogTitle}
                    {/* In the tracker once every story is pushed, as the discovery completes; not before. */}
                    <span
                      className="animate-walk-after rounded-full bg-brand-50 px-2 py-0.5 text-xs text-brand-800"
                      style={wholeWalk}
                    >
                      {dashboard.backlogBadge}
                    </span>
                  </p>
                  <ul className="mt-2 flex flex-1 flex-col divide-y divide-ink-100">
                    {dashboard.backlog.map((item, index) => (
                      <li
                        key={item.id}
                        className="flex flex-1 animate-walk-on items-center gap-2 py-1.5 text-xs"
                        style={pushed(index)}
                      >
                        {/* Ticked, and its score coloured, as each story reaches the tracker. */}
                        <Check className="size-3.5 shrink-0 animate-pop text-success-700" style={pushed(index)} />
                        <span className="font-mono whitespace-nowrap text-ink-500">{item.id}</span>
                        <span className="text-ink-800">{item.title}</span>
                        <span className="ml-auto rounded bg-star-100 px-1.5 font-semibold text-star-600">{item.score}</span>
                      </li>
                    ))}
                  </ul>
                </div>
                <div className="flex flex-col rounded-xl bg-white p-4 ring-1 ring-ink-200/80">
                  <p className="text-sm font-semibold text-ink-900">{dashboard.competitorsTitle}</p>
                  {/* Rows share the panel's height, as a list in the app fills its card. */}
                  <ul className="mt-2 flex flex-1 flex-col divide-y divide-ink-100">
                    {dashboard.competitors.map((competitor, index) => (
                      <li key={competitor.name} className="flex flex-1 items-center gap-2.5 py-1.5 text-xs">
                        <span className={`size-2 rounded-full ${competitorTones[index % competitorTones.length]}`} />
                        <span className="font-semibold text-ink-800">{competitor.name}</span>
                        <span className="text-ink-500">{competitor.change}</span>
                      </li>
                    ))}
                  </ul>
                </div>
              </div>
            </div>
          </div>
        </div>
      </div>
    </figure>
  );
}
