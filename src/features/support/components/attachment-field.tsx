import { type DragEvent, useId, useRef, useState } from 'react';
import { SUPPORT_FILE_ACCEPT } from '#contract/support';
import { m } from '#src/lib/i18n/paraglide/messages.js';
import { attachmentProblem, sizeInKilobytes } from '../attachment';

interface AttachmentFieldProps {
  file: File | null;
  onChange: (file: File | null) => void;
}

/** The optional attachment (spec 001 §5): picked, dragged and dropped, or removed; checked before it is kept. */
export function AttachmentField({ file, onChange }: AttachmentFieldProps) {
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  // The message, not its words: a problem on screen follows a change of language.
  const [problem, setProblem] = useState<(() => string) | null>(null);
  const [dragging, setDragging] = useState(false);

  function take(files: FileList | null) {
    const picked = Array.from(files ?? []);
    // The picker offers one file at a time; this guards against a drop of several.
    if (picked.length > 1) {
      setProblem(() => m.support_attachment_one_only);
      return;
    }
    const [next] = picked;
    if (!next) return;
    const refusal = attachmentProblem(next);
    setProblem(() => refusal ?? null);
    if (refusal) {
      // A refused file must not linger in the picker, where it would look attached.
      if (inputRef.current) inputRef.current.value = '';
      return;
    }
    onChange(next);
  }

  function remove() {
    if (inputRef.current) inputRef.current.value = '';
    setProblem(null);
    onChange(null);
    inputRef.current?.focus();
  }

  function drop(event: DragEvent) {
    event.preventDefault();
    setDragging(false);
    take(event.dataTransfer.files);
  }

  const describedBy = [`${id}-hint`, file ? `${id}-file` : '', problem ? `${id}-error` : ''].filter(Boolean).join(' ');
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: dropping is a shortcut for the mouse; the file input inside is the way in for everyone
    <div
      className="support-attachment"
      data-dragging={dragging || undefined}
      onDragEnter={(event) => {
        event.preventDefault();
        setDragging(true);
      }}
      onDragOver={(event) => event.preventDefault()}
      onDragLeave={(event) => {
        // Leaving for one of the zone's own children is not leaving the zone.
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setDragging(false);
      }}
      onDrop={drop}
    >
      <span className="support-attachment__title" id={`${id}-title`}>
        {m.support_attachment_title()}
      </span>
      <p className="form-field__hint" id={`${id}-hint`}>
        {m.support_attachment_hint()}
      </p>
      <input
        ref={inputRef}
        id={id}
        className="support-attachment__input"
        type="file"
        accept={SUPPORT_FILE_ACCEPT}
        aria-labelledby={`${id}-title`}
        aria-describedby={describedBy}
        aria-invalid={problem ? true : undefined}
        onChange={(event) => take(event.target.files)}
      />
      <label htmlFor={id} className="support-attachment__choose">
        {file ? m.support_attachment_choose_another() : m.support_attachment_choose()}
      </label>
      {file && (
        <p className="support-attachment__file" id={`${id}-file`}>
          <span className="support-attachment__name">{file.name}</span>{' '}
          <span className="support-attachment__size">({sizeInKilobytes(file.size)})</span>
          <button type="button" className="support-attachment__remove" onClick={remove}>
            {m.support_attachment_remove()}
          </button>
        </p>
      )}
      <p className="form-field__error" id={`${id}-error`} role="alert">
        {problem?.()}
      </p>
    </div>
  );
}
