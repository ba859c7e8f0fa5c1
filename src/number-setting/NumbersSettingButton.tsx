import Button from '@mui/material/Button';
import { Coins } from 'lucide-react';
import { NUMBERS_BUTTON } from '../../contract/number-setting-names';

/**
 * "Currency and number format", under a calculator's card (its page, its
 * embed): opens the picker (src/number-setting/setting-dialog.ts) as the
 * header's button does. Static markup: the page's entry answers a press on
 * it (src/frame/header-controls.ts), so it costs the card's code nothing.
 */
export function NumbersSettingButton() {
  return (
    <Button size="small" startIcon={<Coins aria-hidden size={16} />} aria-haspopup="dialog" {...{ [NUMBERS_BUTTON]: '' }} data-print="hide">
      Currency and number format
    </Button>
  );
}
