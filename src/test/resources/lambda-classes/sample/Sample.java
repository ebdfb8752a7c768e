package sample;

import java.io.Serializable;
import java.util.ArrayList;
import java.util.List;
import java.util.function.BiFunction;
import java.util.function.BinaryOperator;
import java.util.function.Consumer;
import java.util.function.DoubleUnaryOperator;
import java.util.function.Function;
import java.util.function.IntFunction;
import java.util.function.IntSupplier;
import java.util.function.LongBinaryOperator;
import java.util.function.Supplier;
import java.util.function.ToDoubleFunction;
import java.util.function.ToIntFunction;
import java.util.function.ToLongFunction;

/**
 * LambdaClassesTest's sample: call sites of every kind the build's lambda-classes step rewrites (captured values of each
 * size, this, method references static, bound, unbound, of an interface and of a constructor, a nestmate's private
 * method, boxing, unboxing, widening, a value dropped for a void method) and one it leaves (a serializable lambda). {@link #run()} writes what each gives; the test runs it as compiled and as rewritten.
 */
public class Sample extends Base {
    private final String name;

    public Sample(String name) {
        this.name = name;
    }

    /** An interface with a default method and a lambda in a static method. */
    interface Shape {
        double area(double side);

        default String describe(double side) {
            return "area " + area(side);
        }

        static Shape square() {
            return s -> s * s;
        }
    }

    private static final class Secret {
        private static String whisper(String s) {
            return s.toLowerCase();
        }

        private String echo(int n) {
            return "echo" + n;
        }
    }

    private static int twice(int n) {
        return 2 * n;
    }

    private String greet(String other) {
        return name + " greets " + other;
    }

    @Override
    protected String who() {
        return "sample";
    }

    private static Supplier<String> constant() {
        return () -> "same";
    }

    /** @return the class of a lambda's object: Java's hidden class as compiled, a class of the jar as rewritten */
    public static Class<?> constantClass() {
        return constant().getClass();
    }

    public static String run() {
        List<String> out = new ArrayList<>();
        Sample s = new Sample("ada");
        out.add("identity " + (constant() == constant()));
        int i = 3;
        long l = 5_000_000_000L;
        double d = 2.5;
        Object o = "obj";
        Supplier<String> captured = () -> i + "/" + l + "/" + d + "/" + o;
        out.add(captured.get());
        Function<String, String> self = s::greet;
        out.add(self.apply("bob"));
        Function<String, String> withThis = s.lambdaOnThis();
        out.add(withThis.apply("x"));
        BinaryOperator<Integer> sum = Integer::sum;
        out.add("sum " + sum.apply(40, 2));
        ToIntFunction<String> length = String::length;
        out.add("length " + length.applyAsInt("four"));
        Function<String, Integer> boxedLength = String::length;
        out.add("boxed " + boxedLength.apply("seven!!"));
        ToDoubleFunction<Integer> widened = Integer::intValue;
        out.add("widened " + widened.applyAsDouble(7));
        ToLongFunction<String> toLong = String::length;
        out.add("toLong " + toLong.applyAsLong("abc"));
        IntFunction<Integer> twice = Sample::twice;
        out.add("twice " + twice.apply(21));
        IntSupplier unboxed = Integer.valueOf(9)::intValue;
        out.add("unboxed " + unboxed.getAsInt());
        LongBinaryOperator longs = (a, b) -> a * b + l;
        out.add("longs " + longs.applyAsLong(3L, 4L));
        DoubleUnaryOperator doubles = x -> x / d;
        out.add("doubles " + doubles.applyAsDouble(10.0));
        Supplier<List<String>> make = ArrayList::new;
        List<String> made = make.get();
        Consumer<String> adder = made::add; // List.add's boolean dropped
        adder.accept("a");
        adder.accept("b");
        out.add("made " + made);
        ArrayList<String> concrete = new ArrayList<>(made);
        Supplier<java.util.stream.Stream<String>> streamed = concrete::stream; // Collection's default, through ArrayList
        out.add("streamed " + streamed.get().count());
        Function<String, StringBuilder> builder = StringBuilder::new;
        out.add("builder " + builder.apply("sb").reverse());
        Function<List<String>, Integer> size = List::size;
        out.add("size " + size.apply(made));
        Function<String, String> secret = Secret::whisper;
        out.add("secret " + secret.apply("QUIET"));
        BiFunction<Secret, Integer, String> echo = Secret::echo;
        out.add("echo " + echo.apply(new Secret(), 4));
        out.add(Shape.square().describe(3));
        Supplier<String> parent = s.parentWho();
        out.add("parent " + parent.get());
        Supplier<String> serial = (Supplier<String> & Serializable) () -> "serial";
        out.add(serial.get());
        Function<Integer, Object> boxedToObject = n -> n + 1;
        out.add("object " + boxedToObject.apply(1));
        return String.join("\n", out);
    }

    private Function<String, String> lambdaOnThis() {
        return x -> name + x + who();
    }

    private Supplier<String> parentWho() {
        return super::who;
    }
}

class Base {
    protected String who() {
        return "base";
    }
}
