import { MANUAL_FIGURE_SIZE, MANUAL_FIGURES_URL, type ManualBlock, type ManualFigure, type ManualSection } from "../manual-content";

function Block({ block }: { block: ManualBlock }) {
  if (block.kind === "p") return <p className="mt-3 leading-relaxed">{block.text}</p>;
  const List = block.kind === "ol" ? "ol" : "ul";
  return (
    <List className={`mt-3 flex flex-col gap-2 pl-6 leading-relaxed ${block.kind === "ol" ? "list-decimal" : "list-disc"}`}>
      {block.items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </List>
  );
}

/** A screenshot at most a phone's width; its space is kept before it loads, and it loads near the view. */
function Figure({ figure }: { figure: ManualFigure }) {
  return (
    <figure className="flex w-full max-w-[240px] break-inside-avoid flex-col items-center print:max-w-[52mm]">
      <img
        src={`${MANUAL_FIGURES_URL}${figure.file}`}
        alt={figure.alt}
        width={MANUAL_FIGURE_SIZE.width}
        height={MANUAL_FIGURE_SIZE.height}
        loading="lazy"
        decoding="async"
        className="h-auto w-full rounded-xl border border-gray-300 shadow-sm dark:border-gray-700 print:shadow-none"
      />
      <figcaption className="mt-2 text-center text-sm text-gray-600 dark:text-gray-300">{figure.caption}</figcaption>
    </figure>
  );
}

export function ManualSectionView({ section }: { section: ManualSection }) {
  return (
    <section aria-labelledby={section.id} className="mt-10 print:mt-6">
      <h2 id={section.id} className="scroll-mt-4 text-xl font-semibold text-brand-700 break-after-avoid dark:text-brand-200">
        {section.title}
      </h2>
      {section.blocks.map((block, i) => (
        <Block key={i} block={block} />
      ))}
      {section.figures && (
        <div className="mt-5 flex flex-wrap justify-center gap-6">
          {section.figures.map((f) => (
            <Figure key={f.file} figure={f} />
          ))}
        </div>
      )}
    </section>
  );
}
