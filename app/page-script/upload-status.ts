// A form the server draws that carries a picture (components/admin/picture-field.tsx) is sent
// with the file, which on school wifi takes a while: once it is sent, the field's status line
// says so (its words are in data-upload-status), so nobody presses Save again or leaves.

/** Says "uploading" under each picture field whose file goes with the form being sent. */
export function sayWhenUploading(): void {
  document.addEventListener("submit", (event) => {
    const form = event.target;
    if (!(form instanceof HTMLFormElement) || event.defaultPrevented) return;
    for (const input of form.querySelectorAll<HTMLInputElement>("input[type=file]")) {
      if (input.files === null || input.files.length === 0) continue;
      const status = input
        .closest(".picture-upload")
        ?.querySelector<HTMLElement>("[data-upload-status]");
      if (status) status.textContent = status.dataset.uploadStatus ?? "";
    }
  });
}
