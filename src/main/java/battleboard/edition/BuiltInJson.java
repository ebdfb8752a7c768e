package battleboard.edition;

import com.fasterxml.jackson.annotation.JsonProperty;
import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.lang.reflect.Constructor;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.ParameterizedType;
import java.lang.reflect.RecordComponent;
import java.lang.reflect.Type;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * Reads the built-in editions without Jackson's data binding, whose {@code ObjectMapper} alone takes
 * 130 ms to build in a fresh JVM, a third of a small battle's command line ({@code docs/performance.md},
 * "Command line"). The file is parsed by Jackson's streaming parser into the same {@link JsonNode} tree
 * {@code ObjectMapper.readTree} gives, and bound to the records of {@link EditionJson} and
 * {@link BattleJson} by their component names (or the name {@link JsonProperty} gives, {@link #RENAMED}).
 *
 * <p>It binds only what it is sure the strict mappers bind the same way: text to {@code String} and enums
 * (by name, ignoring case where the caller says), {@code true}/{@code false} to {@code Boolean}, an
 * {@code int} to {@code Integer}, arrays to {@code List} and {@code EnumSet}, objects to {@code Map} and
 * records, any value to {@code JsonNode}. Anything else (an unknown field, an explicit {@code null}, a value
 * of another type, a duplicate field, a number that is not an {@code int} or a {@code double}) throws
 * {@link Unbound}, and the caller reads the file through Jackson's mappers as for any other file, which
 * either bind it or name the problem. {@code BuiltInJsonTest} checks that every built-in edition binds here,
 * to records equal to Jackson's.
 */
final class BuiltInJson {
    static final JsonFactory FACTORY = new JsonFactory();

    /**
     * The record components the files name otherwise, by record: the name {@link JsonProperty} gives Jackson for each. They
     * are listed here, not read from the annotations: Java reads an annotation through a proxy class it makes at run time,
     * 0.03 s of a fresh JVM's start ({@code docs/performance.md}, "Command line (issue 24, ninth session)").
     * {@code BuiltInJsonTest} holds the list to the annotations.
     */
    static final Map<Class<?>, Map<String, String>> RENAMED = Map.of(EditionJson.class, Map.of("base", "extends"));
    private static final JsonNodeFactory NODES = JsonNodeFactory.instance;
    private static final Map<Class<?>, RecordShape> SHAPES = new ConcurrentHashMap<>();

    private BuiltInJson() {
    }

    /** The file holds something this reader leaves to Jackson's mappers. */
    static final class Unbound extends Exception {
        private static final long serialVersionUID = 1L;

        Unbound(String what) {
            super(what, null, false, false);
        }
    }

    /**
     * @param json a JSON document
     * @return its tree, equal to what {@code ObjectMapper.readTree} gives
     * @throws Unbound     when the document has a duplicate field, a number other than an {@code int}, a
     *                     {@code long} or a {@code double}, or is not one JSON value
     * @throws IOException when it is not JSON
     */
    static JsonNode tree(byte[] json) throws IOException, Unbound {
        try (JsonParser p = FACTORY.createParser(json)) {
            if (p.nextToken() == null) {
                throw new Unbound("empty document");
            }
            JsonNode root = value(p);
            if (p.nextToken() != null) {
                throw new Unbound("content after the first value");
            }
            return root;
        }
    }

    /**
     * @param p a parser at the first token of a value
     * @return the value, as {@link #tree(byte[])} gives it
     */
    static JsonNode value(JsonParser p) throws IOException, Unbound {
        JsonToken t = p.currentToken();
        switch (t) {
            case START_OBJECT: {
                ObjectNode object = NODES.objectNode();
                while (p.nextToken() == JsonToken.FIELD_NAME) {
                    String name = p.currentName();
                    p.nextToken();
                    if (object.replace(name, value(p)) != null) {
                        throw new Unbound("duplicate field " + name);
                    }
                }
                return object;
            }
            case START_ARRAY: {
                ArrayNode array = NODES.arrayNode();
                while (p.nextToken() != JsonToken.END_ARRAY) {
                    array.add(value(p));
                }
                return array;
            }
            case VALUE_STRING:
                return NODES.textNode(p.getText());
            case VALUE_TRUE:
                return NODES.booleanNode(true);
            case VALUE_FALSE:
                return NODES.booleanNode(false);
            case VALUE_NULL:
                return NODES.nullNode();
            case VALUE_NUMBER_INT:
                switch (p.getNumberType()) {
                    case INT:
                        return NODES.numberNode(p.getIntValue());
                    case LONG:
                        return NODES.numberNode(p.getLongValue());
                    default:
                        throw new Unbound("a whole number beyond a long");
                }
            case VALUE_NUMBER_FLOAT:
                if (p.getNumberType() != JsonParser.NumberType.DOUBLE) {
                    throw new Unbound("a number that is not a double");
                }
                return NODES.numberNode(p.getDoubleValue());
            default:
                throw new Unbound("token " + t);
        }
    }

    /**
     * @param node                 a tree from {@link #tree}
     * @param type                 one of the records of the edition file
     * @param caseInsensitiveEnums whether enum values may be written in any case ({@link EditionJsonMapper})
     * @return the record
     * @throws Unbound when the tree holds anything this reader does not bind (see the class comment)
     */
    static <T extends Record> T bind(JsonNode node, Class<T> type, boolean caseInsensitiveEnums) throws Unbound {
        return type.cast(value(node, type, caseInsensitiveEnums));
    }

    private static Object value(JsonNode node, Type type, boolean caseInsensitiveEnums) throws Unbound {
        if (type == JsonNode.class) {
            return node;
        }
        if (node.isNull()) {
            throw new Unbound("an explicit null");
        }
        Class<?> raw = type instanceof ParameterizedType pt ? (Class<?>) pt.getRawType() : (Class<?>) type;
        if (raw == String.class && node.isTextual()) {
            return node.textValue();
        }
        if (raw == Boolean.class && node.isBoolean()) {
            return node.booleanValue();
        }
        if (raw == Integer.class && node.isInt()) {
            return node.intValue();
        }
        if (raw.isEnum() && node.isTextual()) {
            return constant(raw, node.textValue(), caseInsensitiveEnums);
        }
        if ((raw == List.class || raw == EnumSet.class) && node.isArray()) {
            Type element = ((ParameterizedType) type).getActualTypeArguments()[0];
            List<Object> list = new ArrayList<>(node.size());
            for (JsonNode e : node) {
                list.add(value(e, element, caseInsensitiveEnums));
            }
            return raw == List.class ? list : enumSet((Class<?>) element, list);
        }
        if (raw == Map.class && node.isObject()) {
            Type valueType = ((ParameterizedType) type).getActualTypeArguments()[1];
            Map<String, Object> map = new LinkedHashMap<>();
            for (Map.Entry<String, JsonNode> e : node.properties()) {
                map.put(e.getKey(), value(e.getValue(), valueType, caseInsensitiveEnums));
            }
            return map;
        }
        if (raw.isRecord() && node.isObject()) {
            return SHAPES.computeIfAbsent(raw, RecordShape::new).make(node, caseInsensitiveEnums);
        }
        throw new Unbound(node.getNodeType() + " for " + type.getTypeName());
    }

    private static Object constant(Class<?> type, String text, boolean caseInsensitive) throws Unbound {
        for (Object c : type.getEnumConstants()) {
            String name = ((Enum<?>) c).name();
            if (caseInsensitive ? name.equalsIgnoreCase(text) : name.equals(text)) {
                return c;
            }
        }
        throw new Unbound("'" + text + "' is not a " + type.getSimpleName());
    }

    @SuppressWarnings({"unchecked", "rawtypes"})
    private static EnumSet<?> enumSet(Class<?> type, List<Object> values) {
        EnumSet set = EnumSet.noneOf((Class<Enum>) type);
        set.addAll(values);
        return set;
    }

    /** A record's components in order, by the name the file gives each, and its canonical constructor. */
    private static final class RecordShape {
        private final Map<String, Integer> index = new LinkedHashMap<>();
        private final Type[] types;
        private final Constructor<?> constructor;

        RecordShape(Class<?> type) {
            RecordComponent[] components = type.getRecordComponents();
            Class<?>[] raw = new Class<?>[components.length];
            types = new Type[components.length];
            for (int i = 0; i < components.length; i++) {
                String name = components[i].getName();
                index.put(RENAMED.getOrDefault(type, Map.of()).getOrDefault(name, name), i);
                raw[i] = components[i].getType();
                types[i] = components[i].getGenericType();
            }
            try {
                constructor = type.getDeclaredConstructor(raw);
                constructor.setAccessible(true);
            } catch (NoSuchMethodException e) {
                throw new IllegalStateException("record " + type.getName() + " has no canonical constructor", e);
            }
        }

        Object make(JsonNode node, boolean caseInsensitiveEnums) throws Unbound {
            Object[] args = new Object[types.length];
            for (Map.Entry<String, JsonNode> field : node.properties()) {
                Integer i = index.get(field.getKey());
                if (i == null) {
                    throw new Unbound("unknown field " + field.getKey());
                }
                args[i] = value(field.getValue(), types[i], caseInsensitiveEnums);
            }
            try {
                return constructor.newInstance(args);
            } catch (InstantiationException | IllegalAccessException | InvocationTargetException | IllegalArgumentException e) {
                throw new Unbound("cannot make " + constructor.getDeclaringClass().getSimpleName() + ": " + e);
            }
        }
    }
}
