import type { KeyboardEvent } from "react";

/**
 * Enter in a field submits (spec section 2), even while the submit button is
 * disabled, so that a seller who has not slid yet is told why. The browser's own
 * implicit submission is cancelled so the form is never sent twice.
 */
export function submitOnEnter(submit: () => void) {
  return (event: KeyboardEvent<HTMLFormElement>) => {
    if (event.key !== "Enter" || event.nativeEvent.isComposing) return;
    if (!(event.target instanceof HTMLInputElement) || event.target.type === "checkbox") return;
    event.preventDefault();
    submit();
  };
}
