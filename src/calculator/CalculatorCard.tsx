import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import type { CalculatorDefinition } from '../../engine';
import { queryOf, stateFromQuery } from '../../engine/runtime';
import { replaceQuery } from '../address';
import { ModeForm } from './ModeForm';
import { useCalculatorState } from './useCalculatorState';

/**
 * The calculator card, generic over every definition: title, tabs when the
 * definition has several modes, and one form per mode. Every mode's form
 * stays mounted so switching tabs keeps what the visitor typed.
 */
export function CalculatorCard({ definition }: { definition: CalculatorDefinition }) {
  const { modes } = definition.calculator;
  const [active, setActive] = useState(modes[0].id);
  const state = useCalculatorState(definition);
  const tabbed = modes.length > 1;

  // The mode in the address; each form fills in its own inputs (ModeForm).
  useEffect(() => {
    const fromUrl = stateFromQuery(definition, window.location.search);
    if (fromUrl) setActive(fromUrl.mode);
  }, [definition]);

  return (
    <Card variant="outlined" component="section" aria-labelledby={`${definition.slug}-card-title`}>
      <CardContent sx={{ p: { xs: 2.5, sm: 4 } }}>
        <Typography id={`${definition.slug}-card-title`} variant="h2" component="h2" sx={{ mb: 2.5 }}>
          {definition.calculator.title}
        </Typography>
        {tabbed && (
          <Tabs value={active} onChange={(_, value: string) => setActive(value)} sx={{ mb: 3 }} variant="fullWidth">
            {modes.map((mode) => (
              <Tab key={mode.id} value={mode.id} label={mode.label} id={`${definition.slug}-tab-${mode.id}`} aria-controls={`${definition.slug}-panel-${mode.id}`} />
            ))}
          </Tabs>
        )}
        {modes.map((mode) => {
          const view = state.view(mode.id);
          return (
            <Box
              key={mode.id}
              id={`${definition.slug}-panel-${mode.id}`}
              role={tabbed ? 'tabpanel' : undefined}
              aria-labelledby={tabbed ? `${definition.slug}-tab-${mode.id}` : undefined}
              hidden={mode.id !== active}
            >
              <ModeForm
                definition={definition}
                mode={mode}
                error={view.error}
                invalidField={view.invalidField}
                result={view.result}
                onSubmit={(values) => {
                  state.submit(mode.id, values);
                  // In the address, so a reload, back/forward or a shared link shows it again.
                  replaceQuery(queryOf(definition, mode.id, values));
                }}
                onEdit={() => state.edited(mode.id)}
              />
            </Box>
          );
        })}
      </CardContent>
    </Card>
  );
}
