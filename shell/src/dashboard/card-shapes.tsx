// What the dashboard cards show while they load (hidden from assistive technology, which hears the
// card's loading status): the loaded card's usual shape, a bold figure and its lines of text as muted
// bars, so that the cards below do not move when the data arrives (a dashboard that is
// quick on a phone does not jump; the recent-claims card does the same with claim rows).
import styles from './dashboard.module.css';

function Bars({ lines }: { lines: number }) {
  return (
    <>
      {Array.from({ length: lines }, (_, line) => (
        <span key={line} className={styles.placeholderLine} />
      ))}
    </>
  );
}

/** A figure of `figureLines` lines, then `textLines` lines of text, then `listItems` list items. */
export function cardShape({ figureLines, textLines = 0, listItems = 0 }: { figureLines: number; textLines?: number; listItems?: number }) {
  return (
    <>
      {figureLines > 0 && (
        <p className={styles.figure}>
          <Bars lines={figureLines} />
        </p>
      )}
      {textLines > 0 && (
        <p>
          <Bars lines={textLines} />
        </p>
      )}
      {listItems > 0 && (
        <ul className={styles.plainList}>
          {Array.from({ length: listItems }, (_, item) => (
            <li key={item}>
              <Bars lines={2} />
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

/** `rows` rows the height of loaded list rows of three lines (the recent claims: a link, a detail line and the amount owed). */
export function rowsShape(rows: number) {
  return (
    <ul className={styles.rows}>
      {Array.from({ length: rows }, (_, row) => (
        <li key={row} className={`${styles.row} ${styles.placeholderRow}`}>
          <span />
          <span />
          <span />
        </li>
      ))}
    </ul>
  );
}
