/**
 * The form module on a published page. It posts to the form-answer address without script (the
 * browser checks the required fields in its own words); with the script, each required question
 * left empty gets the page's own message under it (in the page's language, from the form's
 * data-msg-required), the first one is focused, and nothing is sent until they are answered.
 */

type Field = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

/** Whether a question holding these controls has an answer. */
export function answered(controls: readonly Field[]): boolean {
  return controls.some((control) =>
    control instanceof HTMLInputElement && (control.type === "radio" || control.type === "checkbox")
      ? control.checked
      : control.value.trim() !== "",
  );
}

function controlsOf(question: Element): Field[] {
  return [...question.querySelectorAll<Field>("input, select, textarea")];
}

function setError(question: HTMLElement, message: string | null) {
  let error = question.querySelector<HTMLElement>("[data-sf-error]");
  for (const control of controlsOf(question)) {
    if (message) control.setAttribute("aria-invalid", "true");
    else control.removeAttribute("aria-invalid");
  }
  if (!message) {
    error?.remove();
    return;
  }
  if (!error) {
    error = question.ownerDocument.createElement("p");
    error.dataset.sfError = "";
    error.setAttribute("role", "alert");
    error.style.cssText = "margin:4px 0 0;font-size:13px;color:#c8001a";
    question.append(error);
  }
  error.textContent = message;
}

function enhance(form: HTMLFormElement) {
  const message = form.dataset.msgRequired ?? "";
  form.noValidate = true;
  const required = [...form.querySelectorAll<HTMLElement>("[data-question][data-required]")];
  form.addEventListener("submit", (event) => {
    const missing = required.filter((question) => !answered(controlsOf(question)));
    for (const question of required)
      setError(question, missing.includes(question) ? message : null);
    if (missing.length === 0) return;
    event.preventDefault();
    controlsOf(missing[0] as HTMLElement)[0]?.focus();
  });
  for (const question of required) {
    const clear = () => {
      if (answered(controlsOf(question))) setError(question, null);
    };
    question.addEventListener("input", clear);
    question.addEventListener("change", clear);
  }
}

/** Every form module under `scope`. */
export function enhanceForms(scope: ParentNode) {
  for (const form of scope.querySelectorAll<HTMLFormElement>('form[data-sf="form"]')) enhance(form);
}
