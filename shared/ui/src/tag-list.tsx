import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';

export interface TagListProps {
  tags: readonly string[];
  /** Accessible name of the list, e.g. "Tags" or "Technologies". */
  label: string;
  size?: 'small' | 'medium';
}

/** Tags and technologies as a labelled list of chips. */
export function TagList({ tags, label, size = 'small' }: TagListProps) {
  return (
    <Box
      component="ul"
      aria-label={label}
      sx={{ listStyle: 'none', m: 0, p: 0, display: 'flex', flexWrap: 'wrap', gap: 1 }}
    >
      {tags.map((tag) => (
        <li key={tag}>
          <Chip label={tag} size={size} variant="outlined" />
        </li>
      ))}
    </Box>
  );
}
