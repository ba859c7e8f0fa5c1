import { classOf } from './card-classes';
import { TabList, tabListClasses, type TabsProps } from './TabList';

// The same in every state: read once.
const classes = tabListClasses((part) => classOf('tabs', part));

/** Full-width tabs as MUI's Tabs and Tab render them (./classes.ts): a calculator's modes. */
export function PlainTabs(props: TabsProps) {
  return (
    <div className={classOf('tabs', 'root')}>
      <div style={{ overflow: 'hidden', marginBottom: 0 }} className={classOf('tabs', 'scroller')}>
        <TabList {...props} classes={classes} />
      </div>
    </div>
  );
}
