import parsePrometheusTextFormat, { type ParsedFamily } from "parse-prometheus-text-format";

export interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

/**
 * A scrape read with parse-prometheus-text-format: the families as typed and documented, and every sample
 * line on its own (name, labels, value). The parser folds a histogram's series into one and loses their
 * labels, so for the sample list the histograms' TYPE lines are left out and their `_bucket`, `_sum` and
 * `_count` lines read as plain samples, each with its labels.
 */
export function readScrape(text: string): { families: ParsedFamily[]; samples: Sample[] } {
  const families = parsePrometheusTextFormat(text);
  const histograms = new Set(families.filter((f) => f.type === "HISTOGRAM").map((f) => f.name));
  const flat = text
    .split("\n")
    .filter((line) => !(line.startsWith("# TYPE ") && histograms.has(line.split(" ")[2])))
    .join("\n");
  const samples = parsePrometheusTextFormat(flat).flatMap((f) => f.metrics.map((m) => ({ name: f.name, labels: m.labels ?? {}, value: Number(m.value) })));
  return { families, samples };
}

/** The value of the sample `name` whose labels include `labels`; undefined when there is none. */
export function valueOf(samples: Sample[], name: string, labels: Record<string, string> = {}): number | undefined {
  return samples.find((s) => s.name === name && Object.entries(labels).every(([k, v]) => s.labels[k] === v))?.value;
}
