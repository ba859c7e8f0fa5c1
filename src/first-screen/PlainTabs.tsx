import { classOf } from './card-classes';
import { TabList, type TabsProps } from './TabList';

/** Full-width tabs as MUI's Tabs and Tab render them (./classes.ts): a calculator's modes. */
export function PlainTabs(props: TabsProps) {
  const classes = {
    list: classOf('tabs', 'list'),
    tab: classOf('tabs', 'tab'),
    selected: classOf('tabs', 'selected'),
    indicator: classOf('tabs', 'indicator'),
  };
  return (
    <div className={classOf('tabs', 'root')}>
      <div style={{ overflow: 'hidden', marginBottom: 0 }} className={classOf('tabs', 'scroller')}>
        <TabList {...props} classes={classes} />
      </div>
    </div>
  );
}
