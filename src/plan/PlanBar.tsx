import Breadcrumbs from '@mui/material/Breadcrumbs';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { calculatorNames } from 'virtual:calculator-names';
import { currentQuery } from '../address/read';
import { planPageHref, splitAddress, stepHref } from './plan-links';
import { linkStyle } from './UseResultPanel';

/** A calculator's name in the plan, by slug (the slug itself for one no longer on the site). */
const nameOf = (slug: string) => calculatorNames[slug] ?? slug;

/** Brings an "Open as a plan" link's address up to date with the page's. */
const followAddress = (slug: string) => (event: { currentTarget: HTMLAnchorElement }) => {
  event.currentTarget.href = planPageHref(currentQuery(), slug) ?? '/plan';
};

/**
 * Above a calculator opened from "Use this result in…": the plan's steps so
 * far ("Clicks to Conversions → CPA"), each earlier step a link back to it
 * as it was calculated, the page's own calculator last, and "Open as a
 * plan", which opens every step on the plan page. A plan link that
 * cannot be read says why.
 */
export default function PlanBar({ slug }: { slug: string }) {
  const [{ trail, setting }] = useState(() => splitAddress(currentQuery()));
  if (!trail.ok)
    return (
      <Typography role="alert" color="warning.main" sx={{ mb: 2, fontWeight: 500 }}>
        {trail.message}
      </Typography>
    );
  if (!trail.plan) return null;
  const { plan } = trail;
  return (
    <nav aria-label="Plan" data-testid="plan-bar">
      <Breadcrumbs separator="→" sx={{ mb: 2 }}>
        {plan.steps.map((step, i) => (
          <Typography key={i} component="a" href={stepHref(plan, i, setting)} sx={linkStyle}>
            {nameOf(step.slug)}
          </Typography>
        ))}
        <Typography aria-current="step" sx={{ color: 'text.primary', fontWeight: 600 }}>
          {nameOf(slug)}
        </Typography>
      </Breadcrumbs>
      <Typography
        component="a"
        href={planPageHref(currentQuery(), slug)}
        // The page's own inputs change as the visitor calculates: the link takes them as they are when followed.
        onPointerDown={followAddress(slug)}
        onFocus={followAddress(slug)}
        onClick={followAddress(slug)}
        sx={{ ...linkStyle, display: 'inline-block', mb: 2, fontWeight: 500 }}
      >
        Open as a plan
      </Typography>
    </nav>
  );
}
