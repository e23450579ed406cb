import { useEffect, useRef } from 'react';

/**
 * After a refused submit, moves focus to the form's first field in error (aria-invalid), once the
 * new errors are rendered, so its message is read with it. Call `focusFirstError()` when refusing,
 * and pass the errors object that changes with it.
 */
export function useFirstErrorFocus(errors: object) {
  const formRef = useRef<HTMLFormElement>(null);
  const pending = useRef(false);
  useEffect(() => {
    if (!pending.current) return;
    pending.current = false;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [errors]);
  return {
    formRef,
    focusFirstError: () => {
      pending.current = true;
    },
  };
}
