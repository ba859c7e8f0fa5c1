/**
 * The currency and number-format picker: a native `<dialog>` opened from the
 * header's button (src/frame/header-controls.ts) or the calculator card's
 * (./NumbersButton.tsx), built without React so the header can open it on a
 * page that runs none. Escape, Cancel or a press outside closes it and
 * focus returns to the button that opened it; "Use these" makes the choice
 * the visitor's (./choose.ts).
 */
import { chooseSetting, shownSetting } from './choose';
import { currencyChoices, localeChoices, offeredCurrency, type Choice } from './choices';
import { dayOf } from './rates-day';
import { referenceRates } from '../../engine/learn-style';

const DIALOG_ID = 'number-setting-dialog';

/**
 * The dialog's look, from the theme's CSS variables (both colour schemes), added once. Its box and its selects are
 * as wide as the screen allows, never their longest option: a currency's name set a 419-px select in a 345-px
 * dialog on a phone (issue 52, item 2).
 */
const STYLE = `
#${DIALOG_ID}{box-sizing:border-box;border:1px solid var(--mui-palette-divider,#ccc);border-radius:12px;padding:24px;max-width:min(92vw,480px);width:100%;
background:var(--mui-palette-background-paper,#fff);color:var(--mui-palette-text-primary,#111);font:inherit;box-shadow:0 12px 40px rgba(0,0,0,.25)}
#${DIALOG_ID}::backdrop{background:rgba(0,0,0,.4)}
#${DIALOG_ID} h2{margin:0 0 16px;font-size:1.25rem;font-weight:600}
#${DIALOG_ID} label{display:grid;grid-template-columns:minmax(0,1fr);gap:6px;margin:0 0 16px;font-weight:500}
#${DIALOG_ID} select{box-sizing:border-box;width:100%;min-width:0;font:inherit;padding:10px 12px;border:1px solid var(--mui-palette-divider,#bbb);border-radius:8px;
background:var(--mui-palette-background-paper,#fff);color:inherit}
#${DIALOG_ID} select:focus-visible,#${DIALOG_ID} button:focus-visible{outline:2px solid var(--mui-palette-primary-main,#1d4ed8);outline-offset:2px}
#${DIALOG_ID} p{margin:0 0 16px;color:var(--mui-palette-text-secondary,#555);font-size:.875rem}
#${DIALOG_ID} .actions{display:flex;justify-content:flex-end;gap:8px}
#${DIALOG_ID} button{font:inherit;font-weight:600;padding:8px 16px;border-radius:8px;cursor:pointer;border:1px solid var(--mui-palette-primary-main,#1d4ed8);
background:transparent;color:var(--mui-palette-primary-main,#1d4ed8)}
#${DIALOG_ID} button[value=use]{background:var(--mui-palette-primary-main,#1d4ed8);color:var(--mui-palette-primary-contrastText,#fff)}`;

/** An element with some properties and children. */
function element<E extends HTMLElement = HTMLElement>(tag: string, props: Partial<E> = {}, ...children: (Node | string)[]): E {
  const made = Object.assign(document.createElement(tag) as E, props);
  made.append(...children);
  return made;
}

const options = (choices: readonly Choice[], selected: string) =>
  choices.map((c) => element<HTMLOptionElement>('option', { value: c.value, textContent: c.label, selected: c.value === selected }));

/** "€1,234.57 and 12.50%": how amounts and percentages will read. */
function preview(currency: string, locale: string): string {
  try {
    const money = new Intl.NumberFormat(locale, { style: 'currency', currency }).format(1234.567);
    return `Amounts will read ${money}; percentages ${new Intl.NumberFormat(locale, { style: 'percent', minimumFractionDigits: 2 }).format(0.125)}.`;
  } catch {
    return '';
  }
}

function build(): HTMLDialogElement {
  if (!document.getElementById(`${DIALOG_ID}-style`))
    document.head.append(element<HTMLStyleElement>('style', { id: `${DIALOG_ID}-style`, textContent: STYLE }));
  const shown = shownSetting();
  const locale = shown.locale;
  // A currency the euro replaced, named by an old link, is not offered: its successor is proposed instead.
  const currency = offeredCurrency(shown.currency);
  const currencies = currencyChoices();
  const currencySelect = element<HTMLSelectElement>(
    'select',
    { name: 'currency' },
    element<HTMLOptGroupElement>('optgroup', { label: 'Most used' }, ...options(currencies.mostUsed, currency)),
    element<HTMLOptGroupElement>('optgroup', { label: 'All currencies' }, ...options(currencies.others, currency)),
  );
  const localeSelect = element<HTMLSelectElement>('select', { name: 'locale' }, ...options(localeChoices(locale), locale));
  const said = element<HTMLParagraphElement>('p', { id: `${DIALOG_ID}-preview` });
  const show = () => (said.textContent = preview(currencySelect.value, localeSelect.value));
  currencySelect.addEventListener('change', show);
  localeSelect.addEventListener('change', show);
  show();
  const form = element<HTMLFormElement>(
    'form',
    { method: 'dialog' },
    element('h2', { id: `${DIALOG_ID}-title`, textContent: 'Currency and number format' }),
    element<HTMLLabelElement>('label', {}, 'Currency', currencySelect),
    element<HTMLLabelElement>('label', {}, 'Number format', localeSelect),
    said,
    element('p', {
      textContent: `Money benchmarks are US figures; in another currency they are converted at the European Central Bank’s reference rates of ${dayOf(referenceRates.date)}. Your choice is remembered in this browser.`,
    }),
    element(
      'div',
      { className: 'actions' },
      element<HTMLButtonElement>('button', { value: 'cancel', textContent: 'Cancel' }),
      element<HTMLButtonElement>('button', { value: 'use', textContent: 'Use these' }),
    ),
  );
  const dialog = element<HTMLDialogElement>('dialog', { id: DIALOG_ID }, form);
  dialog.setAttribute('aria-labelledby', `${DIALOG_ID}-title`);
  dialog.setAttribute('aria-describedby', `${DIALOG_ID}-preview`);
  // A press on the backdrop (the dialog element itself, outside its form) closes it, as a menu does.
  dialog.addEventListener('click', (event) => {
    if (event.target === dialog) dialog.close('cancel');
  });
  dialog.addEventListener('close', () => {
    if (dialog.returnValue === 'use') chooseSetting({ currency: currencySelect.value, locale: localeSelect.value });
    dialog.remove();
  });
  return dialog;
}

/** Opens the picker; focus goes back to `opener` when it closes. */
export function openSettingDialog(opener?: HTMLElement): void {
  document.getElementById(DIALOG_ID)?.remove();
  const dialog = build();
  document.body.append(dialog);
  dialog.addEventListener('close', () => opener?.focus(), { once: true });
  dialog.showModal();
}
