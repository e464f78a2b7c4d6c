/**
 * Under a save button that stays disabled until the required fields are filled (spec part 5): which
 * ones are still empty. The button names this line in `aria-describedby`.
 */
export function MissingFieldsNote({ id, labels }: { id: string; labels: string[] }) {
  if (labels.length === 0) return null;
  return (
    <p id={id} className="text-right text-sm text-gray-700 dark:text-gray-300">
      Falta: {labels.join(", ")}
    </p>
  );
}
