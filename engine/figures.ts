/**
 * Figures as a visitor types them: a number written for a field in a style
 * (what goal seek puts in a field, a plan carries into a linked one, a
 * link's inputs show as), and how a figure was read where the other common
 * way of writing numbers reads it otherwise (the echo under a field). Apart
 * from ./parse.ts, which every page's first load carries: these load with a
 * result's code and the number setting's.
 */
import { defaultStyle, type NumberStyle } from './number-style/style';
import { readNumber } from './parse';

// Each explorer's figures retyped with the number style: loaded with the number setting's code, not the card's.
export { retypeExplorerStates, type FigureRetyper } from './explorer-figures';

/**
 * A number as a visitor types it in `style`: no grouping, the locale's
 * decimal mark ("1234.5" in en-US, "1234,5" in de-DE). What goal seek puts
 * in a field, a plan carries into a linked one, and a link's inputs show as.
 */
export function typedNumber(value: number, style: NumberStyle = defaultStyle): string {
  return String(value).replace('.', style.marks.decimal);
}

/**
 * The number `text` means in `style` when the other common way of writing
 * numbers would read it as another number ("2,500" is 2.5 in de-DE and fr-FR
 * and 2,500 in en-US; "1.234" is 1.234 in en-US and de-CH and 1,234 in
 * de-DE), so the page can echo how it was read; undefined when both read it
 * alike, or `style` cannot read it. The other way has "." and "," trading
 * places as the decimal mark and the grouping: a style whose decimal mark is
 * a comma (de-DE, fr-FR, es-ES, pt-BR) meets the en-US way, whatever it groups
 * with (a dot, a space, a narrow space); one whose decimal mark is a dot
 * (en-US, en-IN, ja-JP, de-CH with its apostrophe) meets the comma way.
 */
export function ambiguousReading(text: string, style: NumberStyle = defaultStyle): number | undefined {
  if (!/[.,]/.test(text)) return undefined;
  const value = readNumber(text, style);
  // The figure alone, without the style's currency symbol, which the en-US reading would not know.
  const figure = text.trim().replace(style.reading.symbol, '$1');
  const otherWay = style.marks.decimal === '.' ? figure.replace(/[.,]/g, (mark) => (mark === '.' ? ',' : '.')) : figure;
  const other = readNumber(otherWay, defaultStyle);
  return Number.isFinite(value) && Number.isFinite(other) && other !== value ? value : undefined;
}
