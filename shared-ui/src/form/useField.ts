import { useId, type AriaAttributes } from 'react';
import type { FieldTextProps } from '../components/Field/Field';
import { hasContent, joinIds } from '../internal/cx';

/** What every labelled control takes besides its element's own props. */
interface FieldControlProps extends FieldTextProps {
  id?: string;
  className?: string;
  required?: boolean;
  'aria-describedby'?: string;
  'aria-invalid'?: AriaAttributes['aria-invalid'];
}

/**
 * One labelled control's wiring (Input, Select, Textarea, Checkbox): an id (the caller's or a
 * generated one), the ids of its hint and error, aria-invalid while there is an error, and
 * aria-describedby listing the caller's ids, then the hint, then the error.
 *
 * Returns `field` for the label/hint/error wrapper, `control` to spread on the element, and `rest`:
 * the element's other props, untouched.
 */
export function useField<P extends FieldControlProps>(props: P) {
  const {
    label,
    hideLabel,
    hint,
    error,
    id: idProp,
    className,
    required,
    'aria-describedby': describedBy,
    'aria-invalid': ariaInvalid,
    ...rest
  } = props;
  const generated = useId();
  const id = idProp ?? generated;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const showHint = hasContent(hint);
  const invalid = hasContent(error);
  return {
    field: { id, label, hideLabel, hint, error, hintId, errorId, required, className },
    control: {
      id,
      required,
      'aria-invalid': invalid || ariaInvalid || undefined,
      'aria-describedby': joinIds(describedBy, showHint && hintId, invalid && errorId),
    },
    showHint,
    invalid,
    rest,
  };
}
