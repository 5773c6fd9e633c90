/**
 * A form field's error, announced when it appears. The field names `id` in its aria-describedby,
 * so the error is read with the field too.
 */
export function FieldError({ id, error }: { id: string; error: string | undefined }) {
  if (!error) return null;
  return (
    <p id={id} role="alert" className="text-sm font-medium text-red-600 dark:text-red-400">
      {error}
    </p>
  );
}
