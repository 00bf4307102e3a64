/** The part of autocannon's API the lead benchmark uses (the package ships no types). */
declare module "autocannon" {
  type Request = { method?: string; path?: string; headers?: Record<string, string>; body?: string };
  type Options = {
    url: string;
    connections?: number;
    duration?: number;
    requests?: (Request & { setupRequest?: (request: Request) => Request })[];
  };
  type Histogram = { p50: number; p90: number; p99: number; average: number; max: number };
  type Result = {
    "2xx": number;
    non2xx: number;
    errors: number;
    timeouts: number;
    duration: number;
    latency: Histogram;
    requests: Histogram & { total: number };
  };
  export default function autocannon(options: Options): Promise<Result>;
}
