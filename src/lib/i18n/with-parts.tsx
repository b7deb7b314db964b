import { Fragment, type ReactNode } from 'react';

/** A character no message holds (Unicode private use): it marks where a part goes. */
const MARK = '\u{E000}';

/**
 * A message with elements inside it (a link, a bold number), drawn in the order its language puts
 * them: the message is asked for with a mark in each part's place, and the parts go in at the marks.
 */
export function withParts<Name extends string>(
  message: (inputs: Record<NoInfer<Name>, string>) => string,
  parts: Record<Name, ReactNode>,
): ReactNode {
  const marks = Object.fromEntries(Object.keys(parts).map((name) => [name, `${MARK}${name}${MARK}`]));
  const pieces = message(marks as Record<Name, string>).split(MARK);
  // Even pieces are the message's own words, odd ones the names of the parts between them (each once a message).
  return pieces.map((piece, index) =>
    index % 2 === 0 ? piece : <Fragment key={piece}>{parts[piece as Name]}</Fragment>,
  );
}
