/** The package ships no types: what its parser returns, as its README documents (prom2json's shape). */
declare module "parse-prometheus-text-format" {
  export interface ParsedSample {
    labels?: Record<string, string>;
    value?: string;
    buckets?: Record<string, string>;
    quantiles?: Record<string, string>;
    count?: string;
    sum?: string;
    timestamp_ms?: string;
  }
  export interface ParsedFamily {
    name: string;
    help: string;
    type: "COUNTER" | "GAUGE" | "HISTOGRAM" | "SUMMARY" | "UNTYPED";
    metrics: ParsedSample[];
  }
  export default function parsePrometheusTextFormat(text: string): ParsedFamily[];
}
