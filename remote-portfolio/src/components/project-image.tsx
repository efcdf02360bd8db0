import Box from '@mui/material/Box';
import type { ProjectSlug } from '@agency/content/portfolio/portfolio-facts';
import { projectImages, projectImageSize } from '../assets/project-images';

export interface ProjectImageProps {
  slug: ProjectSlug;
  alt: string;
}

/** A project's visual: sized up front (no layout shift) and fetched only when it nears the viewport. */
export function ProjectImage({ slug, alt }: ProjectImageProps) {
  return (
    <Box
      component="img"
      src={projectImages[slug]}
      alt={alt}
      width={projectImageSize.width}
      height={projectImageSize.height}
      loading="lazy"
      decoding="async"
      sx={{
        display: 'block',
        width: '100%',
        height: 'auto',
        aspectRatio: `${projectImageSize.width} / ${projectImageSize.height}`,
        bgcolor: 'action.hover',
      }}
    />
  );
}
