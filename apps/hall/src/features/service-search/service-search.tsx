import { type FormEvent, type KeyboardEvent, useEffect, useId, useMemo, useRef, useState } from 'react';
import { NoService } from './no-service.tsx';
import { type PinyinTable, searchServices } from './search.ts';
import type { Service } from './service-catalogue.ts';

/** Words people search most, offered before anything is typed. */
const SUGGESTIONS = ['话费', '流量', '发票', '密码', '补卡', '销户'] as const;

export interface ServiceSearchProps {
  services: readonly Service[];
  pinyin: PinyinTable;
  /** 最近使用, the last opened first. */
  recent: readonly Service[];
  onOpen: (service: Service) => void;
}

/**
 * The search field and what it finds, as the ARIA combobox pattern has it: the field is a combobox that
 * owns a listbox of results, and the result under the arrow keys is its active descendant, so a screen
 * reader reads it while focus stays in the field. A tap or Enter opens a result; with none chosen, Enter
 * opens the first.
 */
export function ServiceSearch({ services, pinyin, recent, onOpen }: ServiceSearchProps) {
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(-1);
  const field = useRef<HTMLInputElement>(null);
  const listId = useId();
  const results = useMemo(() => searchServices(query, services, pinyin), [query, services, pinyin]);
  const expanded = results.length > 0;
  const optionId = (index: number) => `${listId}-${index}`;

  // The field takes focus as the screen opens: the subscriber came here to type.
  useEffect(() => field.current?.focus(), []);

  const change = (value: string) => {
    setQuery(value);
    setActive(-1);
  };

  const move = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (!expanded) return;
      event.preventDefault();
      // Down from the field goes to the first result, past the last back to the field (-1), and up the other way.
      const step = event.key === 'ArrowDown' ? 1 : -1;
      const stops = results.length + 1;
      setActive((current) => ((current + 1 + step + stops) % stops) - 1);
    } else if (event.key === 'Escape' && query !== '') {
      event.preventDefault();
      change('');
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const chosen = results[active] ?? results[0];
    if (chosen) onOpen(chosen);
  };

  const typed = query.trim() !== '';
  return (
    <>
      <form className="service-search__form" onSubmit={submit}>
        <input
          ref={field}
          className="service-search__field"
          type="search"
          role="combobox"
          aria-label="搜索服务"
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={expanded ? listId : undefined}
          aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
          placeholder="如：话费、流量、cz"
          autoComplete="off"
          enterKeyHint="search"
          value={query}
          onChange={(event) => change(event.target.value)}
          onKeyDown={move}
        />
      </form>
      {expanded && (
        <>
          <p className="service-search__count" role="status">
            找到{results.length}项服务
          </p>
          <div className="service-search__results" id={listId} role="listbox" aria-label="搜索结果">
            {results.map((service, index) => (
              // biome-ignore lint/a11y/useKeyWithClickEvents: keys reach the options through the combobox (aria-activedescendant), not by focus.
              <div
                key={service.id}
                id={optionId(index)}
                className="service-search__option"
                role="option"
                tabIndex={-1}
                aria-selected={index === active}
                onClick={() => onOpen(service)}
              >
                <span className="service-search__name">{service.name}</span>
                <span className="service-search__group">{service.group}</span>
              </div>
            ))}
          </div>
        </>
      )}
      {typed && !expanded && <NoService query={query.trim()} />}
      {!typed && (
        <>
          {recent.length > 0 && (
            <section className="service-search__section" aria-labelledby={`${listId}-recent`}>
              <h2 id={`${listId}-recent`} className="service-search__title">
                最近使用
              </h2>
              <ul className="service-search__recent">
                {recent.map((service) => (
                  <li key={service.id}>
                    <button type="button" className="service-search__row" onClick={() => onOpen(service)}>
                      {service.name}
                    </button>
                  </li>
                ))}
              </ul>
            </section>
          )}
          <section className="service-search__section" aria-labelledby={`${listId}-hot`}>
            <h2 id={`${listId}-hot`} className="service-search__title">
              大家都在搜
            </h2>
            <ul className="service-search__words">
              {SUGGESTIONS.map((word) => (
                <li key={word} className="service-search__word-item">
                  <button
                    type="button"
                    className="service-search__word"
                    onClick={() => {
                      change(word);
                      field.current?.focus();
                    }}
                  >
                    {word}
                  </button>
                </li>
              ))}
            </ul>
          </section>
        </>
      )}
    </>
  );
}
