import SendOutlined from '@mui/icons-material/SendOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Link from '@mui/material/Link';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { company } from '@agency/shared/content/company';
import { quoteBudgetOptions, serviceOptions, timelineOptions } from '@agency/shared/content/form-options';
import type { QuoteFormProps } from '@agency/shared/contracts';
import { showToast } from '@agency/shared/events';
import { paths } from '@agency/shared/routes';
import { RouterLink } from '@agency/shared/ui/router-link';
import type { ComponentType, FormEvent } from 'react';
import { openMailto } from '@agency/shared/mailto';
import type { QuoteRequest } from './compose-quote-mailto';
import { composeQuoteMailto } from './compose-quote-mailto';

type TextFieldName = Exclude<keyof QuoteRequest, 'services'>;

/**
 * The request as the visitor left it in the form. Values are read as they are, never trimmed;
 * the services come in the order of the option list, whatever the order of ticking.
 */
function readQuoteRequest(form: HTMLFormElement): QuoteRequest {
  const data = new FormData(form);
  const text = (name: TextFieldName) => {
    const value = data.get(name);
    return typeof value === 'string' ? value : '';
  };
  const ticked = new Set(data.getAll('services'));
  return {
    firstName: text('firstName'),
    lastName: text('lastName'),
    email: text('email'),
    phone: text('phone'),
    company: text('company'),
    budget: text('budget'),
    services: serviceOptions.map((option) => option.value).filter((service) => ticked.has(service)),
    timeline: text('timeline'),
    description: text('description'),
  };
}

/** `Digital Marketing` → `digital-marketing`, for element ids. */
function slug(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

const twoColumns = { display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } } as const;

/**
 * The quote request form. Validation is the browser's own (required fields, e-mail and
 * telephone input types); submitting opens the visitor's e-mail app with the request.
 */
function QuoteForm({ idPrefix }: QuoteFormProps) {
  const prefix = idPrefix ?? 'quote';
  const id = (name: string) => `${prefix}-${name}`;

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const url = composeQuoteMailto(readQuoteRequest(event.currentTarget));
    showToast('Opening your e-mail app with your quote request…', 'info');
    openMailto(url);
  };

  const titleId = id('title');
  const servicesHelpId = id('services-help');

  return (
    <Card>
      <CardContent sx={{ p: { xs: 3, md: 5 } }}>
        <Typography variant="h3" component="h2" id={titleId}>
          Request a Quote
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 1, mb: 4 }}>
          Tell us about your project and we will prepare a tailored proposal. {company.replyPromise}
        </Typography>

        <Box component="form" onSubmit={handleSubmit} aria-labelledby={titleId} sx={{ display: 'grid', gap: 2.5 }}>
          <Box sx={twoColumns}>
            <TextField
              id={id('first-name')}
              name="firstName"
              label="First Name"
              autoComplete="given-name"
              required
              defaultValue=""
            />
            <TextField
              id={id('last-name')}
              name="lastName"
              label="Last Name"
              autoComplete="family-name"
              required
              defaultValue=""
            />
            <TextField
              id={id('email')}
              name="email"
              type="email"
              label="Email"
              autoComplete="email"
              required
              defaultValue=""
            />
            <TextField
              id={id('phone')}
              name="phone"
              type="tel"
              label="Phone Number"
              autoComplete="tel"
              required
              defaultValue=""
            />
          </Box>

          <TextField
            id={id('company')}
            name="company"
            label="Company Name"
            autoComplete="organization"
            required
            defaultValue=""
          />

          <Box sx={twoColumns}>
            <TextField
              select
              id={id('budget')}
              name="budget"
              label="Budget Range"
              defaultValue=""
              slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
            >
              <option value="">Select budget range</option>
              {quoteBudgetOptions.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </TextField>
            <TextField
              select
              id={id('timeline')}
              name="timeline"
              label="Timeline"
              defaultValue=""
              slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
            >
              <option value="">Select timeline</option>
              {timelineOptions.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </TextField>
          </Box>

          {/* Marked with * as the spec asks, but deliberately not enforced: none selected is accepted. */}
          <FormControl component="fieldset" aria-describedby={servicesHelpId} sx={{ minWidth: 0 }}>
            <FormLabel component="legend" required sx={{ mb: 0.5, fontWeight: 600 }}>
              Services Required
            </FormLabel>
            <FormHelperText id={servicesHelpId} sx={{ mx: 0, mt: 0, mb: 1 }}>
              Select all that apply.
            </FormHelperText>
            <FormGroup
              sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, columnGap: 2, rowGap: 0 }}
            >
              {serviceOptions.map((option) => (
                <FormControlLabel
                  key={option.value}
                  label={option.label}
                  control={<Checkbox id={id(`service-${slug(option.value)}`)} name="services" value={option.value} />}
                />
              ))}
            </FormGroup>
          </FormControl>

          <TextField
            id={id('description')}
            name="description"
            label="Project Description"
            placeholder="Your goals, the scope of the work and any deadlines"
            required
            multiline
            minRows={5}
            defaultValue=""
            // The visible textarea only: MUI's hidden measuring twin (aria-hidden) must keep its natural height.
            sx={{ '& textarea:not([aria-hidden])': { minHeight: 120 } }}
          />

          <FormControlLabel
            required
            sx={{ alignItems: 'flex-start', mr: 0, '& .MuiCheckbox-root': { mt: -0.75 } }}
            control={<Checkbox id={id('privacy')} name="privacy" />}
            label={
              <>
                I agree to the{' '}
                <Link component={RouterLink} href={paths.privacyPolicy} target="_blank" rel="noopener">
                  Privacy Policy
                </Link>{' '}
                and{' '}
                <Link component={RouterLink} href={paths.termsConditions} target="_blank" rel="noopener">
                  Terms of Service
                </Link>
              </>
            }
          />

          <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2 }}>
            <Button type="submit" variant="contained" size="large" endIcon={<SendOutlined aria-hidden />}>
              Send Quote Request
            </Button>
            <Typography variant="body2" color="text.secondary" sx={{ flex: '1 1 16rem' }}>
              This opens your e-mail app with your request addressed to {company.email}, ready to send.
            </Typography>
          </Box>
        </Box>
      </CardContent>
    </Card>
  );
}

const checked: ComponentType<QuoteFormProps> = QuoteForm;
export default checked;
