import { useId } from 'react';
import { propertyLabel } from '../common/properties.js';
import type { ParsedItem, Prop } from '../parsers/types.js';
import { isValueAvailable, type Selection } from './logic.js';

/**
 * The item's variants as the shop page shows them: one group of buttons per property, with the
 * value's picture where it has one. A value sold out with the other choices as they are is
 * disabled; pressing the chosen value again clears it.
 */
export function VariantPicker({
  item,
  selection,
  onChange,
}: {
  item: ParsedItem;
  selection: Selection;
  onChange: (selection: Selection) => void;
}) {
  return (
    <>
      {item.Props.map((prop) => (
        <PropertyGroup
          key={prop.Pid}
          item={item}
          prop={prop}
          selection={selection}
          onChange={onChange}
        />
      ))}
    </>
  );
}

function PropertyGroup({
  item,
  prop,
  selection,
  onChange,
}: {
  item: ParsedItem;
  prop: Prop;
  selection: Selection;
  onChange: (selection: Selection) => void;
}) {
  const labelId = useId();
  const label = propertyLabel(prop.Name);
  const chosen = prop.Values.find((value) => value.Vid === selection[prop.Pid]);
  return (
    <div className="variant" role="group" aria-labelledby={labelId}>
      <p className="variant-label" id={labelId}>
        {label}
        {label !== prop.Name && <span className="original"> ({prop.Name})</span>}
        {chosen && <span className="chosen">: {chosen.Name}</span>}
      </p>
      <div className="values">
        {prop.Values.map((value) => {
          const selected = selection[prop.Pid] === value.Vid;
          const available = isValueAvailable(item, selection, prop.Pid, value.Vid);
          return (
            <button
              key={value.Vid}
              type="button"
              className={value.ImageUrl ? 'value with-picture' : 'value'}
              aria-pressed={selected}
              disabled={!available && !selected}
              title={available ? value.Name : `${value.Name}: hết hàng`}
              onClick={() => {
                const next: Record<string, string> = { ...selection };
                if (selected) delete next[prop.Pid];
                else next[prop.Pid] = value.Vid;
                onChange(next);
              }}
            >
              {value.ImageUrl && <img src={value.ImageUrl} alt="" width={28} height={28} />}
              <span>{value.Name}</span>
              {!available && <span className="sold-out"> (hết)</span>}
            </button>
          );
        })}
      </div>
    </div>
  );
}
