import AutoHeight from 'embla-carousel-auto-height';
import useEmblaCarousel from 'embla-carousel-react';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { type KeyboardEvent, type ReactNode, useCallback, useEffect, useState } from 'react';
import { Button } from '@/web/components/ui/button';
import { cn } from '@/web/lib/cn';

export interface StripSlide {
  key: string;
  content: ReactNode;
}

export interface RequestStripProps {
  /** What the strip holds, e.g. 'Your Requests'. */
  label: string;
  slides: StripSlide[];
  /** A list being replaced shows faded and busy. */
  isBusy: boolean;
  /** The slide to bring into view (a card just made). */
  currentKey?: string;
}

/** Which slide is current, and whether there is one before and after, followed as the strip moves. */
function useStripState(api: ReturnType<typeof useEmblaCarousel>[1]) {
  const [state, setState] = useState({ index: 0, canPrevious: false, canNext: false });
  useEffect(() => {
    if (!api) return;
    const update = () =>
      setState({
        // At the end the last snap shows the last slides together: the last one counts as current.
        index: api.canScrollNext() ? api.selectedScrollSnap() : api.slideNodes().length - 1,
        canPrevious: api.canScrollPrev(),
        canNext: api.canScrollNext(),
      });
    update();
    api.on('select', update).on('reInit', update);
    // The browser may scroll the clipped viewport itself (a focused link, an automated click);
    // the strip then moves there its own way, so both never disagree.
    const viewport = api.rootNode();
    const onScroll = () => {
      if (viewport.scrollLeft === 0) return;
      const left = viewport.getBoundingClientRect().left + viewport.scrollLeft;
      viewport.scrollLeft = 0;
      const index = api.slideNodes().findIndex((slide) => slide.getBoundingClientRect().right > left + 1);
      if (index >= 0) api.scrollTo(index, true);
    };
    viewport.addEventListener('scroll', onScroll);
    return () => {
      api.off('select', update).off('reInit', update);
      viewport.removeEventListener('scroll', onScroll);
    };
  }, [api]);
  return state;
}

/**
 * The phone's list: a strip of cards to swipe, no loop, each slide 85 % of
 * the width (42 % from 640 px, where two fit). A carousel region for screen readers, slides
 * labelled 'n of N' (the APG carousel: slides are groups, not list items), Previous / Next buttons and the arrow keys for keyboards.
 */
export default function RequestStrip({ label, slides, isBusy, currentKey }: RequestStripProps) {
  // Auto height: the strip is as tall as the cards in view, so a short card leaves no empty space.
  const [viewportRef, api] = useEmblaCarousel({ loop: false, align: 'start', containScroll: 'trimSnaps' }, [
    AutoHeight(),
  ]);
  const state = useStripState(api);
  const currentIndex = currentKey ? slides.findIndex((slide) => slide.key === currentKey) : -1;
  useEffect(() => {
    if (api && currentIndex >= 0) api.scrollTo(currentIndex, true);
  }, [api, currentIndex]);

  const previous = useCallback(() => api?.scrollPrev(), [api]);
  const next = useCallback(() => api?.scrollNext(), [api]);
  function onKeyDown(event: KeyboardEvent) {
    if (event.key === 'ArrowLeft') previous();
    else if (event.key === 'ArrowRight') next();
    else return;
    event.preventDefault();
  }

  return (
    <section
      aria-roledescription="carousel"
      aria-label={label}
      onKeyDownCapture={onKeyDown}
      className="flex min-w-0 flex-col gap-2"
    >
      {/* The viewport reaches the screen's edges (the page's 1 rem padding), so the next card
          peeks in from the edge instead of being cut at the padding. */}
      <div ref={viewportRef} className="-mx-4 overflow-hidden px-4 py-2">
        <div
          aria-busy={isBusy}
          className={cn(
            'flex touch-pan-y items-start gap-3 transition-[opacity,height] duration-150',
            isBusy && 'opacity-60',
          )}
        >
          {slides.map((slide, index) => (
            // biome-ignore lint/a11y/useSemanticElements: the APG carousel's slide is a group; a fieldset is for form controls
            <div
              key={slide.key}
              role="group"
              aria-roledescription="slide"
              aria-label={`${index + 1} of ${slides.length}`}
              aria-current={index === state.index ? 'true' : undefined}
              className="flex min-w-0 shrink-0 grow-0 basis-[85%] *:min-w-0 *:flex-1 sm:basis-[42%]"
            >
              {slide.content}
            </div>
          ))}
        </div>
      </div>
      <div className="flex items-center justify-center gap-3">
        <Button
          variant="outline"
          size="icon"
          onClick={previous}
          disabled={!state.canPrevious}
          aria-label="Previous card"
        >
          <ChevronLeft className="size-4" aria-hidden />
        </Button>
        <p className="min-w-16 text-center text-sm text-muted-foreground tabular-nums" aria-live="polite">
          {Math.min(state.index + 1, slides.length)} / {slides.length}
        </p>
        <Button variant="outline" size="icon" onClick={next} disabled={!state.canNext} aria-label="Next card">
          <ChevronRight className="size-4" aria-hidden />
        </Button>
      </div>
    </section>
  );
}
